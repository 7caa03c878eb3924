// The planning module's trusted helpers for the modules eslint.config.js lists (internalImporters):
// they check no permission, so only a use case that has already decided may call them.

// An account's erasure (privacy, issue 35): the checklist, the budget and the settings go.
export { erasePlanningOf } from './erase-planning-of';
