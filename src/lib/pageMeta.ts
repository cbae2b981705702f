/**
 * A public page's title, description and social preview tags (Open Graph), for pages visitors
 * reach from search and ads (products, articles, retreats). Tags this sets are updated in place.
 */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

export function applyPageMeta({ title, description, image }: PageMeta): void {
  document.title = title;
  const text = description.replace(/\s+/g, ' ').trim().slice(0, 160);
  setMeta('name', 'description', text);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', text);
  setMeta('property', 'og:type', 'website');
  if (image) setMeta('property', 'og:image', new URL(image, window.location.origin).href);
}
