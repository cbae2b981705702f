/** The magazine (issue 17): issues 11 "Summer 2026" and 12 "Spring 2026", article 1101 (contract). */
export interface MockMagazineArticle {
  article_id: number;
  issue_id: number;
  slug: string;
  category: string;
  subcategory: string;
  title: string;
  summary: string;
  /** Server HTML: the app cleans it before showing it. */
  content: string;
  image: string;
}

export interface MagazineTables {
  magazineIssues: { issue_id: number; title: string; cover: string; published: string }[];
  magazineCategories: { slug: string; name: string }[];
  magazineArticles: MockMagazineArticle[];
  /** Drafts opened by /magazine-preview/{pId}. */
  magazinePreviews: (MockMagazineArticle & { preview_id: number })[];
  magazineNewsletter: string[];
}

const ARTICLE = (text: string) =>
  `<p>${text}</p><p>From the RWL magazine: small changes, every week.</p>`;

const SUMMER: [string, string, string, string][] = [
  ['10 swaps for a lighter summer', 'food', 'summer', '/images/recipe-salad.svg'],
  ['Summer recipes for the whole family', 'food', 'summer', '/images/recipe-traybake.svg'],
  ['A 20-minute park workout', 'fitness', 'summer', '/images/workout-hiit.svg'],
  ['Stay cool on hot-day runs', 'fitness', 'summer', '/images/programme-summer-shred.svg'],
  ['Holiday without the guilt', 'mindset', 'summer', '/images/programme-diet.svg'],
  ['Sleep well in the heat', 'mindset', 'summer', '/images/programme-baby.svg'],
];
const SPRING: [string, string, string, string][] = [
  ['Spring clean your kitchen', 'food', 'spring', '/images/recipe-smoothie.svg'],
  ['Five soups for cooler evenings', 'food', 'spring', '/images/recipe-soup.svg'],
  ['Your first pull-up', 'fitness', 'spring', '/images/programme-lift.svg'],
  ['Walk more, without trying', 'fitness', 'spring', '/images/workout-toning.svg'],
  ['A fresh start for your goals', 'mindset', 'spring', '/images/programme-frankie.svg'],
  ['Five minutes of calm', 'mindset', 'spring', '/images/programme-sweat.svg'],
];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function articles(
  issueId: number,
  list: [string, string, string, string][],
): MockMagazineArticle[] {
  return list.map(([title, category, subcategory, image], index) => ({
    article_id: issueId * 100 + index + 1,
    issue_id: issueId,
    // The notification seed's magazine 5 opens /magazine/food/summer/summer-recipes.
    slug: title === 'Summer recipes for the whole family' ? 'summer-recipes' : slugOf(title),
    category,
    subcategory,
    title,
    summary: `${title}: the RWL team's guide.`,
    content:
      title === '10 swaps for a lighter summer'
        ? '<p>Small swaps add up. Try one a day:</p><ol><li>Sparkling water with lime instead of fizzy drinks.</li><li>Greek yoghurt instead of cream.</li><li>Grilled instead of fried.</li></ol><h2>Why swaps work</h2><p>They keep the foods you love and change the detail.</p>'
        : ARTICLE(`${title}. Practical ideas you can use this week.`),
    image,
  }));
}

export function seedMagazineTables(): MagazineTables {
  return {
    magazineIssues: [
      {
        issue_id: 11,
        title: 'Summer 2026',
        cover: '/images/programme-summer-shred.svg',
        published: '2026-06-01',
      },
      {
        issue_id: 12,
        title: 'Spring 2026',
        cover: '/images/programme-new-beginnings.svg',
        published: '2026-03-01',
      },
    ],
    magazineCategories: [
      { slug: 'food', name: 'Food' },
      { slug: 'fitness', name: 'Fitness' },
      { slug: 'mindset', name: 'Mindset' },
    ],
    magazineArticles: [...articles(11, SUMMER), ...articles(12, SPRING)],
    magazinePreviews: [
      {
        preview_id: 9001,
        article_id: 1301,
        issue_id: 13,
        slug: 'autumn-comfort-food',
        category: 'food',
        subcategory: 'autumn',
        title: 'Autumn comfort food, lighter',
        summary: 'A draft for the next issue.',
        content: ARTICLE('Autumn comfort food, lighter: a draft for the next issue.'),
        image: '/images/recipe-curry.svg',
      },
    ],
    magazineNewsletter: [],
  };
}
