import { builder } from './builder';
import { listDataExports, requestDataExport, type DataExport } from '../modules/privacy';

/** Issue 35: "Download my data"; every rule lives in the privacy module. A person sees their own exports only. */

const iso = (date: Date | null) => date?.toISOString() ?? null;

const DataExportType = builder.objectRef<DataExport>('DataExport').implement({
  description: 'An archive of everything the person has here (a zip of data.json, CSVs and their uploads), prepared in the background',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'queued, preparing, ready or failed' }),
    progress: t.exposeInt('progress', { description: '0 to 100 while it is prepared' }),
    requested_at: t.string({ resolve: (value) => value.requestedAt.toISOString() }),
    ready_at: t.string({ nullable: true, resolve: (value) => iso(value.readyAt) }),
    expires_at: t.string({ nullable: true, description: 'When the download stops working: 7 days after it was ready', resolve: (value) => iso(value.expiresAt) }),
    expired: t.exposeBoolean('expired'),
    size_bytes: t.exposeInt('sizeBytes', { nullable: true }),
    url: t.exposeString('url', { nullable: true, description: 'Once ready and until it expires: the download, which works for its signed-in owner only' }),
  }),
});

builder.queryFields((t) => ({
  dataExports: t.field({ type: [DataExportType], description: 'The signed-in person’s own data exports, newest first', resolve: (_root, _args, ctx) => listDataExports(ctx) }),
}));

builder.mutationFields((t) => ({
  requestDataExport: t.field({
    type: DataExportType,
    description: 'Asks for an archive of everything the signed-in person has here; while one is queued or being prepared, answers that one. At most 3 a day.',
    resolve: (_root, _args, ctx) => requestDataExport(ctx),
  }),
}));
