import { useViewerQuery } from '@web/__generated__/graphql';

/** The signed-in shopper (null when anonymous, undefined while loading). */
export function useViewer() {
  const { data, loading } = useViewerQuery({ fetchPolicy: 'cache-first' });
  return { viewer: data ? data.viewer : undefined, loading: loading && !data };
}
