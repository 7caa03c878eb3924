// The search feature's public surface: what other features may use (lint holds the boundary).
export { LocationCombobox, type PlaceChoice } from './location-combobox';
