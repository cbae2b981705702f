/** The blog (issue 17): at least 12 posts, post 1301 "How to start strength training" (contract). */
export interface MockBlogPost {
  blog_id: number;
  title: string;
  category: string;
  summary: string;
  /** Server HTML: the app cleans it before showing it. */
  content: string;
  image: string;
  author: string;
  published: string;
}

export interface BlogTables {
  blogPosts: MockBlogPost[];
  /** "userId:blogId" */
  blogFavourites: string[];
  blogNewsletter: string[];
}

export const BLOG_CATEGORIES = ['Fitness', 'Food', 'Mindset'] as const;

const MORE_POSTS: [string, (typeof BLOG_CATEGORIES)[number], string][] = [
  ['Five stretches for desk workers', 'Fitness', '/images/workout-toning.svg'],
  ['A week of 15-minute dinners', 'Food', '/images/recipe-stirfry.svg'],
  ['Sleep better in seven nights', 'Mindset', '/images/programme-diet.svg'],
  ['HIIT or steady cardio?', 'Fitness', '/images/workout-hiit.svg'],
  ['Protein at breakfast, made easy', 'Food', '/images/recipe-omelette.svg'],
  ['Calm in five breaths', 'Mindset', '/images/programme-baby.svg'],
  ['Your first 5k, walk to run', 'Fitness', '/images/programme-summer-shred.svg'],
  ['Batch cooking on a Sunday', 'Food', '/images/recipe-chilli.svg'],
  ['Building a habit that lasts', 'Mindset', '/images/programme-frankie.svg'],
  ['Glutes at home, no kit', 'Fitness', '/images/programme-lift.svg'],
  ['Snacks under 150 kcal', 'Food', '/images/recipe-balls.svg'],
  ['Rest days are training days', 'Fitness', '/images/programme-sweat.svg'],
  ['Eating well when you are busy', 'Food', '/images/recipe-wrap.svg'],
];

function day(offset: number): string {
  return new Date(Date.UTC(2026, 10, 20 - offset)).toISOString().slice(0, 10);
}

export function seedBlogTables(): BlogTables {
  const first: MockBlogPost = {
    blog_id: 1301,
    title: 'How to start strength training',
    category: 'Fitness',
    summary:
      'Three sessions a week, five moves and a notebook: how to begin lifting with confidence.',
    content:
      '<p>Strength training is for everyone. Start with <strong>three sessions a week</strong> and five moves: squat, hinge, push, pull and carry.</p>' +
      '<h2>Your first four weeks</h2><ol><li>Learn each move with your body weight.</li><li>Add a light band or kettlebell.</li><li>Write down every set.</li></ol>' +
      '<p>Rest at least a day between sessions, and <a href="https://www.nhs.uk/live-well/exercise/">read the NHS guidance</a> if you are new to exercise.</p>',
    image: '/images/programme-lift.svg',
    author: 'Frankie, RWL trainer',
    published: day(0),
  };
  return {
    blogPosts: [
      first,
      ...MORE_POSTS.map(([title, category, image], index) => ({
        blog_id: 1302 + index,
        title,
        category,
        summary: `${title}: practical advice from the RWL team.`,
        content: `<p>${title}. Practical, simple steps from the RWL team to fit into a busy week.</p><p>Try one idea today and notice how you feel.</p>`,
        image,
        author: 'The RWL team',
        published: day(index + 1),
      })),
      // Sold separately (issue 33): mocks/db/purchaseTables.ts prices it.
      {
        blog_id: 1390,
        title: 'The RWL guide to your first 10K',
        category: 'Fitness',
        summary: 'A 10-week plan, from your first run to the finish line.',
        content:
          '<p>Ten weeks, three runs a week. <strong>Week 1</strong>: run one minute, walk two, eight times.</p>' +
          '<h2>Race day</h2><p>Start slower than you think, and finish strong.</p>',
        image: '/images/workout-hiit.svg',
        author: 'Frankie, RWL trainer',
        published: day(MORE_POSTS.length + 1),
      },
    ],
    blogFavourites: [],
    blogNewsletter: [],
  };
}
