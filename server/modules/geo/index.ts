// The geo module's public surface: adapters and other modules import from here only.
export { locatePlaceName, type LocatedPlace } from './locate-place-name';
export { guessViewerCountry, type CountryGuess } from './guess-viewer-country';
