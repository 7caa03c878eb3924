import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WishlistHeart } from './wishlist-heart';

type Viewer = { id: number } | null;

/** The heart as the server renders it, on a page whose root data says who is signed in. */
function render(viewer: Viewer, props: Partial<Parameters<typeof WishlistHeart>[0]> = {}): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ viewer }),
      Component: () => <WishlistHeart serviceId={7} serviceName="Stonebridge Estate" inWishlist={false} {...props} />,
    },
  ]);
  return renderToString(<Stub hydrationData={{ loaderData: { root: { viewer } } }} />);
}

/** The attributes of the first `tag` element in the markup. */
function attributesOf(html: string, tag: string): Record<string, string> {
  const opening = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  expect(opening, `a <${tag}> in ${html}`).not.toBeNull();
  return Object.fromEntries([...opening![1].matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

describe('WishlistHeart', () => {
  it('is a link to sign in (the auth popup with JavaScript) for a signed-out visitor', () => {
    const html = render(null);
    expect(attributesOf(html, 'a')).toMatchObject({ href: '/login?redirectTo=%2F', 'aria-label': 'Add Stonebridge Estate to Wishlist', 'aria-haspopup': 'dialog' });
    expect(html).not.toContain('<button');
  });

  it('is a button that posts to the wishlist for a signed-in couple, naming what it will do', () => {
    const add = render({ id: 1 });
    expect(attributesOf(add, 'form')).toMatchObject({ method: 'post', action: '/wishlist' });
    expect(attributesOf(add, 'input')).toMatchObject({ type: 'hidden', name: 'id', value: '7' });
    const addButton = attributesOf(add, 'button');
    expect(addButton).toMatchObject({ type: 'submit', name: 'intent', value: 'add', 'aria-label': 'Add Stonebridge Estate to Wishlist' });
    expect(addButton).not.toHaveProperty('disabled');
    expect(attributesOf(render({ id: 1 }, { inWishlist: true }), 'button')).toMatchObject({
      value: 'remove',
      'data-listed': 'true',
      'aria-label': 'Remove Stonebridge Estate from Wishlist',
    });
  });

  it('is disabled on a wishlist card when nobody is signed in (spec §4)', () => {
    const html = render(null, { inWishlist: true, onWishlistPage: true });
    expect(attributesOf(html, 'button')).toHaveProperty('disabled');
    expect(html).not.toContain('/login?');
  });

  it('says the action in words on the service page', () => {
    expect(render({ id: 1 }, { withText: true })).toMatch(/<button [^>]*>.*Add to Wishlist<\/button>/);
    expect(render({ id: 1 }, { withText: true, inWishlist: true })).toMatch(/<button [^>]*>.*Remove from Wishlist<\/button>/);
  });
});
