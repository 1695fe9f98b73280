import { useEffect } from 'react';
import { useServerPage } from '@web/shared/ssr/server-page';

/** `image`: the image's address, relative to the page's. */
type Meta = { title: string; description: string; image?: string | undefined };
type Tags = Meta & { url: string };

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const created = !element;
  const previous = element?.content ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
  return () => {
    if (created) element.remove();
    else if (previous !== null) element.content = previous;
  };
}

/** Meta description and Open Graph tags for a product; restored when the page is left. */
export function useProductMeta(meta: Meta | null): void {
  const server = useServerPage();
  const url = server ? server.url : location.href;
  const full = meta && { ...meta, image: meta.image && new URL(meta.image, url).href, url };
  const key = full ? JSON.stringify(full) : '';
  if (server && full) for (const [attribute, name, content] of tags(full)) server.setMeta(name, { attribute, content });
  useEffect(() => {
    if (!key) return;
    const undo = tags(JSON.parse(key) as Tags).map(([attribute, name, content]) => setMeta(attribute, name, content));
    return () => undo.forEach((fn) => fn());
  }, [key]);
}

function tags({
  title,
  description,
  image,
  url,
}: Tags): [attribute: 'name' | 'property', key: string, content: string][] {
  return [
    ['name', 'description', description],
    ['property', 'og:type', 'product'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ...(image ? [['property', 'og:image', image] as ['property', string, string]] : []),
  ];
}
