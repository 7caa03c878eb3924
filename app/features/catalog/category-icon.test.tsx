import { expect, it } from 'vitest';
import { categorySeeds } from '../../../demo/catalog';
import { categoryIcons } from './category-icon';

it('has a distinct icon for every category of the demo catalog', () => {
  const names = categorySeeds.map((category) => category.icon);
  expect(Object.keys(categoryIcons)).toEqual(expect.arrayContaining(names));
  expect(new Set(names.map((name) => categoryIcons[name])).size).toBe(names.length);
});
