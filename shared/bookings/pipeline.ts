/** A vendor's pipeline stages (issue 31), in the order the pipeline shows them. */
export const pipelineStages = ['new', 'replied', 'quoted', 'booked', 'lost'] as const;
export type PipelineStage = (typeof pipelineStages)[number];
