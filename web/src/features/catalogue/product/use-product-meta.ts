import { useEffect } from 'react';

type Meta = { title: string; description: string; image?: string | undefined; url: string };

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
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!key) return;
    const { title, description, image, url } = JSON.parse(key) as Meta;
    const undo = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:type', 'product'),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:url', url),
      ...(image ? [setMeta('property', 'og:image', image)] : []),
    ];
    return () => undo.forEach((fn) => fn());
  }, [key]);
}
