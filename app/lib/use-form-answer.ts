import { useActionData } from 'react-router';

/**
 * A fetcher form's latest answer: the fetcher's, or, after the form was posted without
 * JavaScript (a plain form post to the route's action, whose page comes back), the page's action
 * data. `fromPage: false` for a form that posts elsewhere than the page it is on (a popup's): the
 * page's action data is then another form's.
 */
export function useFormAnswer<T>(fetcher: { data: T | undefined }, { fromPage = true }: { fromPage?: boolean } = {}): T | undefined {
  const actionData = useActionData() as T | undefined;
  return fetcher.data ?? (fromPage ? actionData : undefined);
}
