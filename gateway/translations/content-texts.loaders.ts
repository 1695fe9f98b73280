import DataLoader from 'dataloader';
import type { GatewayContext } from '../graphql/context';
import { requestMemo } from '../graphql/request-memo';
import type { ContentDictionary } from './content-dictionary';

type ProductTexts = { excerpt: string | null; description: string | null };
type PostTexts = { title: string | null; excerpt: string | null; body_html: string | null };

const perRequest = requestMemo<ReturnType<typeof createLoaders>>('content text loaders');

/**
 * The request's content translations, in the request's language (GatewayContext.language): the
 * shared dictionary, and product and post texts batched per request. English reads nothing.
 */
export function contentTexts(context: GatewayContext) {
  return perRequest(context, () => createLoaders(context));
}

/** The request language's dictionary (shorthand for resolvers). */
export function dictionaryOf(context: GatewayContext): Promise<ContentDictionary> {
  return contentTexts(context).dictionary;
}

function createLoaders(context: GatewayContext) {
  const { language } = context;
  const texts = context.services.contentTexts;
  const english = language === 'en';
  return {
    dictionary: texts.dictionary(language),
    product: new DataLoader<number, ProductTexts | null>(
      async (ids) => {
        if (english) return ids.map(() => null);
        const found = new Map((await texts.products(language, ids)).map((row) => [row.product_id, row]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: 1000 },
    ),
    post: new DataLoader<number, PostTexts | null>(
      async (ids) => {
        if (english) return ids.map(() => null);
        const found = new Map((await texts.posts(language, ids)).map((row) => [row.post_id, row]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: 1000 },
    ),
  };
}
