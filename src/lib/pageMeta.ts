/**
 * A public page's title, description and social preview tags (Open Graph), for pages visitors
 * reach from search and ads (products, articles, retreats). Tags this sets are updated in place.
 */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
}

export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

/**
 * The tags of `meta`; `origin` makes the preview image's address absolute (at build time, when
 * the site's address is not known, it stays as the server gave it).
 */
export function pageMetaTags({ title, description, image }: PageMeta, origin?: string): MetaTag[] {
  const text = description.replace(/\s+/g, ' ').trim().slice(0, 160);
  const tags: MetaTag[] = [
    { attribute: 'name', key: 'description', content: text },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: text },
    { attribute: 'property', key: 'og:type', content: 'website' },
  ];
  if (image)
    tags.push({
      attribute: 'property',
      key: 'og:image',
      content: origin ? new URL(image, origin).href : image,
    });
  return tags;
}

export function applyPageMeta(meta: PageMeta): void {
  document.title = meta.title;
  for (const { attribute, key, content } of pageMetaTags(meta, window.location.origin)) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    if (!tag) {
      tag = document.createElement('meta');
      tag.setAttribute(attribute, key);
      document.head.append(tag);
    }
    tag.content = content;
  }
}
