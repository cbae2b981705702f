/**
 * The one set of figures the app states about the membership (spec 1 §1, spec 3 §9): every
 * page, FAQ and counter takes its numbers from here, so no two pages disagree.
 */
export const FACTS = {
  workouts: 1600,
  recipes: 900,
  mindset: 150,
  mindsetCourses: 6,
  programmes: 31,
} as const;

/** Programme lengths as the copy states them (spec 3 §9). */
export const PROGRAMME_LENGTHS = {
  newBeginnings: '12 weeks',
  summerShred: '4 weeks',
  liftLikeAPro: '4 weeks',
  dietCoaches: '12 weeks',
  menopause: '3 months',
} as const;

/** The phrases built from the figures. */
export const FACT_TEXT = {
  workouts: `${FACTS.workouts}+ workouts`,
  recipes: `${FACTS.recipes}+ recipes`,
  mindset: `${FACTS.mindset} mindset sessions`,
  mindsetCourses: `${FACTS.mindsetCourses} mindset courses`,
  programmes: `${FACTS.programmes} programmes`,
} as const;
