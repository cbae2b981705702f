/** Mock tables for recipes, recipe favourites, planner additions and meal plans (issue 13). */

export interface MockIngredient {
  name: string;
  /** Amount for the recipe's base servings; 0 for "to taste". */
  amount: number;
  unit: string;
}

export interface MockRecipeDetails {
  recipe_id: number;
  title: string;
  description: string;
  image: string;
  minutes: number;
  servings: number;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  /** Tag ids of the recipe filter groups. */
  tags: number[];
  meal_type: 'breakfast' | 'lunch' | 'dinner' | 'snack';
  ingredients: MockIngredient[];
  steps: string[];
}

export interface MockMealPlanDay {
  day: number;
  meals: { meal_type: 'breakfast' | 'lunch' | 'dinner' | 'snack'; recipe_id: number }[];
}

export interface MockMealPlan {
  meal_plan_id: number;
  folder_id: number;
  title: string;
  description: string;
  image: string;
  days: MockMealPlanDay[];
}

export interface RecipeTables {
  recipeDetails: MockRecipeDetails[];
  recipeFavourites: { user_id: number; recipe_id: number }[];
  /** What the planner add calls received (the planner screens come in a later issue). */
  plannerAdditions: {
    user_id: number;
    recipe_id: number;
    date: string;
    meal_type: string;
    /** Servings of the recipe (1 unless the addition said more). */
    servings?: number;
  }[];
  mealPlans: MockMealPlan[];
  recipeTagGroups: { name: string; childs: { tag_id: number; name: string; status: string }[] }[];
}

export const RECIPE_TAG = {
  breakfast: 21,
  lunch: 22,
  dinner: 23,
  snack: 24,
  vegetarian: 31,
  vegan: 32,
  highProtein: 33,
  quick: 34,
} as const;

const T = RECIPE_TAG;

type Seed = Omit<MockRecipeDetails, 'description'> & { description?: string };

const RECIPES: Seed[] = [
  {
    recipe_id: 2001,
    title: 'Overnight oats with berries',
    description:
      'Creamy oats soaked overnight, topped with mixed berries: breakfast ready when you wake up.',
    image: '/images/recipe-oats.svg',
    minutes: 5,
    servings: 1,
    kcal: 320,
    protein: 14,
    carbs: 48,
    fat: 8,
    tags: [T.breakfast, T.vegetarian, T.quick],
    meal_type: 'breakfast',
    ingredients: [
      { name: 'Rolled oats', amount: 50, unit: 'g' },
      { name: 'Semi-skimmed milk', amount: 150, unit: 'ml' },
      { name: 'Greek yoghurt', amount: 50, unit: 'g' },
      { name: 'Mixed berries', amount: 80, unit: 'g' },
      { name: 'Honey', amount: 1, unit: 'tsp' },
    ],
    steps: [
      'Stir the oats, milk and yoghurt together in a jar.',
      'Cover and leave in the fridge overnight.',
      'In the morning, top with the berries and drizzle with honey.',
    ],
  },
  {
    recipe_id: 2002,
    title: 'Chicken and chickpea traybake',
    image: '/images/recipe-traybake.svg',
    minutes: 35,
    servings: 2,
    kcal: 480,
    protein: 38,
    carbs: 36,
    fat: 18,
    tags: [T.dinner, T.highProtein],
    meal_type: 'dinner',
    ingredients: [
      { name: 'Chicken thighs, skinless', amount: 300, unit: 'g' },
      { name: 'Chickpeas, drained', amount: 400, unit: 'g' },
      { name: 'Red pepper', amount: 1, unit: '' },
      { name: 'Red onion', amount: 1, unit: '' },
      { name: 'Smoked paprika', amount: 2, unit: 'tsp' },
      { name: 'Olive oil', amount: 1, unit: 'tbsp' },
    ],
    steps: [
      'Heat the oven to 200°C (180°C fan).',
      'Toss everything in a roasting tin with the paprika and oil.',
      'Roast for 30 minutes, turning halfway, until the chicken is cooked through.',
    ],
  },
  {
    recipe_id: 2003,
    title: 'Green goddess salad',
    image: '/images/recipe-salad.svg',
    minutes: 15,
    servings: 2,
    kcal: 290,
    protein: 11,
    carbs: 20,
    fat: 19,
    tags: [T.lunch, T.vegetarian, T.quick],
    meal_type: 'lunch',
    ingredients: [
      { name: 'Cos lettuce', amount: 1, unit: '' },
      { name: 'Cucumber', amount: 0.5, unit: '' },
      { name: 'Avocado', amount: 1, unit: '' },
      { name: 'Edamame beans', amount: 100, unit: 'g' },
      { name: 'Natural yoghurt', amount: 4, unit: 'tbsp' },
      { name: 'Fresh basil', amount: 15, unit: 'g' },
    ],
    steps: [
      'Blend the yoghurt, basil and a squeeze of lemon into a dressing.',
      'Chop the lettuce, cucumber and avocado.',
      'Toss with the edamame and the dressing.',
    ],
  },
  {
    recipe_id: 2004,
    title: 'Salmon with sweet potato wedges',
    image: '/images/recipe-salmon.svg',
    minutes: 30,
    servings: 2,
    kcal: 520,
    protein: 34,
    carbs: 42,
    fat: 22,
    tags: [T.dinner, T.highProtein],
    meal_type: 'dinner',
    ingredients: [
      { name: 'Salmon fillets', amount: 2, unit: '' },
      { name: 'Sweet potatoes', amount: 400, unit: 'g' },
      { name: 'Tenderstem broccoli', amount: 160, unit: 'g' },
      { name: 'Olive oil', amount: 1, unit: 'tbsp' },
    ],
    steps: [
      'Cut the sweet potatoes into wedges, toss in the oil and roast for 15 minutes at 200°C.',
      'Add the salmon and broccoli to the tray and roast for 12 minutes more.',
    ],
  },
  {
    recipe_id: 2005,
    title: 'Peanut butter protein balls',
    image: '/images/recipe-balls.svg',
    minutes: 10,
    servings: 8,
    kcal: 140,
    protein: 7,
    carbs: 12,
    fat: 7,
    tags: [T.snack, T.vegetarian, T.highProtein, T.quick],
    meal_type: 'snack',
    ingredients: [
      { name: 'Smooth peanut butter', amount: 100, unit: 'g' },
      { name: 'Rolled oats', amount: 80, unit: 'g' },
      { name: 'Vanilla protein powder', amount: 30, unit: 'g' },
      { name: 'Honey', amount: 2, unit: 'tbsp' },
    ],
    steps: ['Mix everything in a bowl.', 'Roll into 8 balls and chill for 20 minutes.'],
  },
  {
    recipe_id: 2006,
    title: 'Red lentil and spinach curry',
    image: '/images/recipe-curry.svg',
    minutes: 30,
    servings: 4,
    kcal: 410,
    protein: 19,
    carbs: 58,
    fat: 10,
    tags: [T.dinner, T.vegan, T.vegetarian],
    meal_type: 'dinner',
    ingredients: [
      { name: 'Red lentils', amount: 250, unit: 'g' },
      { name: 'Light coconut milk', amount: 400, unit: 'ml' },
      { name: 'Spinach', amount: 200, unit: 'g' },
      { name: 'Curry paste', amount: 2, unit: 'tbsp' },
    ],
    steps: [
      'Fry the curry paste for a minute.',
      'Add the lentils, coconut milk and 400 ml water; simmer 20 minutes.',
      'Stir in the spinach until wilted.',
    ],
  },
  {
    recipe_id: 2007,
    title: 'Spinach and feta omelette',
    image: '/images/recipe-omelette.svg',
    minutes: 10,
    servings: 1,
    kcal: 310,
    protein: 24,
    carbs: 3,
    fat: 22,
    tags: [T.breakfast, T.vegetarian, T.highProtein, T.quick],
    meal_type: 'breakfast',
    ingredients: [
      { name: 'Eggs', amount: 3, unit: '' },
      { name: 'Spinach', amount: 40, unit: 'g' },
      { name: 'Feta', amount: 30, unit: 'g' },
    ],
    steps: [
      'Whisk the eggs.',
      'Wilt the spinach in a pan, pour in the eggs and crumble over the feta.',
      'Cook until set and fold.',
    ],
  },
  {
    recipe_id: 2008,
    title: 'Tomato and basil pasta',
    image: '/images/recipe-pasta.svg',
    minutes: 20,
    servings: 2,
    kcal: 450,
    protein: 15,
    carbs: 72,
    fat: 11,
    tags: [T.dinner, T.vegetarian, T.vegan],
    meal_type: 'dinner',
    ingredients: [
      { name: 'Wholewheat pasta', amount: 160, unit: 'g' },
      { name: 'Cherry tomatoes', amount: 300, unit: 'g' },
      { name: 'Garlic cloves', amount: 2, unit: '' },
      { name: 'Fresh basil', amount: 15, unit: 'g' },
    ],
    steps: [
      'Cook the pasta.',
      'Soften the garlic and tomatoes in a pan.',
      'Toss with the pasta and basil.',
    ],
  },
  {
    recipe_id: 2009,
    title: 'Prawn and vegetable stir-fry',
    image: '/images/recipe-stirfry.svg',
    minutes: 15,
    servings: 2,
    kcal: 360,
    protein: 28,
    carbs: 34,
    fat: 10,
    tags: [T.dinner, T.highProtein, T.quick],
    meal_type: 'dinner',
    ingredients: [
      { name: 'King prawns', amount: 200, unit: 'g' },
      { name: 'Stir-fry vegetables', amount: 300, unit: 'g' },
      { name: 'Egg noodles', amount: 100, unit: 'g' },
      { name: 'Soy sauce', amount: 2, unit: 'tbsp' },
    ],
    steps: [
      'Cook the noodles.',
      'Stir-fry the prawns and vegetables for 4 minutes.',
      'Add the noodles and soy sauce and toss.',
    ],
  },
  {
    recipe_id: 2010,
    title: 'Berry protein smoothie',
    image: '/images/recipe-smoothie.svg',
    minutes: 5,
    servings: 1,
    kcal: 250,
    protein: 22,
    carbs: 30,
    fat: 4,
    tags: [T.breakfast, T.snack, T.vegetarian, T.highProtein, T.quick],
    meal_type: 'snack',
    ingredients: [
      { name: 'Frozen berries', amount: 100, unit: 'g' },
      { name: 'Banana', amount: 1, unit: '' },
      { name: 'Vanilla protein powder', amount: 25, unit: 'g' },
      { name: 'Almond milk', amount: 200, unit: 'ml' },
    ],
    steps: ['Blend everything until smooth.'],
  },
  {
    recipe_id: 2011,
    title: 'Turkey chilli con carne',
    image: '/images/recipe-chilli.svg',
    minutes: 40,
    servings: 4,
    kcal: 430,
    protein: 36,
    carbs: 40,
    fat: 12,
    tags: [T.dinner, T.highProtein],
    meal_type: 'dinner',
    ingredients: [
      { name: 'Turkey mince', amount: 500, unit: 'g' },
      { name: 'Kidney beans, drained', amount: 400, unit: 'g' },
      { name: 'Chopped tomatoes', amount: 400, unit: 'g' },
      { name: 'Chilli powder', amount: 2, unit: 'tsp' },
    ],
    steps: ['Brown the mince.', 'Add the rest and simmer for 30 minutes.'],
  },
  {
    recipe_id: 2012,
    title: 'Pea and mint soup',
    image: '/images/recipe-soup.svg',
    minutes: 20,
    servings: 4,
    kcal: 210,
    protein: 11,
    carbs: 28,
    fat: 5,
    tags: [T.lunch, T.vegan, T.vegetarian],
    meal_type: 'lunch',
    ingredients: [
      { name: 'Frozen peas', amount: 500, unit: 'g' },
      { name: 'Vegetable stock', amount: 750, unit: 'ml' },
      { name: 'Fresh mint', amount: 10, unit: 'g' },
    ],
    steps: ['Simmer the peas in the stock for 5 minutes.', 'Add the mint and blend until smooth.'],
  },
  {
    recipe_id: 2013,
    title: 'Greek yoghurt and granola pot',
    image: '/images/recipe-yoghurt.svg',
    minutes: 5,
    servings: 1,
    kcal: 280,
    protein: 18,
    carbs: 32,
    fat: 8,
    tags: [T.breakfast, T.snack, T.vegetarian, T.quick],
    meal_type: 'snack',
    ingredients: [
      { name: 'Greek yoghurt', amount: 150, unit: 'g' },
      { name: 'Granola', amount: 30, unit: 'g' },
      { name: 'Raspberries', amount: 50, unit: 'g' },
    ],
    steps: ['Layer the yoghurt, granola and raspberries in a glass.'],
  },
  {
    recipe_id: 2014,
    title: 'Hummus and roast vegetable wrap',
    image: '/images/recipe-wrap.svg',
    minutes: 15,
    servings: 1,
    kcal: 390,
    protein: 13,
    carbs: 50,
    fat: 15,
    tags: [T.lunch, T.vegan, T.vegetarian, T.quick],
    meal_type: 'lunch',
    ingredients: [
      { name: 'Wholemeal tortilla', amount: 1, unit: '' },
      { name: 'Hummus', amount: 50, unit: 'g' },
      { name: 'Roasted peppers', amount: 80, unit: 'g' },
      { name: 'Rocket', amount: 20, unit: 'g' },
    ],
    steps: [
      'Spread the hummus over the tortilla.',
      'Add the peppers and rocket, roll up and halve.',
    ],
  },
  // Sold separately (issue 33): mocks/db/purchaseTables.ts prices it.
  {
    recipe_id: 2090,
    title: "Chef Ana's Sunday roast",
    description: 'A roast chicken with all the trimmings, done in 90 minutes.',
    image: '/images/recipe-traybake.svg',
    minutes: 90,
    servings: 4,
    kcal: 620,
    protein: 48,
    carbs: 55,
    fat: 22,
    tags: [T.dinner, T.highProtein],
    meal_type: 'dinner',
    ingredients: [
      { name: 'Whole chicken', amount: 1, unit: '' },
      { name: 'Potatoes', amount: 800, unit: 'g' },
      { name: 'Carrots', amount: 400, unit: 'g' },
      { name: 'Olive oil', amount: 2, unit: 'tbsp' },
    ],
    steps: [
      'Roast the chicken for 80 minutes at 190°C.',
      'Parboil the potatoes, rough them up and roast them beside it with the carrots.',
    ],
  },
];

/** Seven days, each with breakfast, lunch, dinner and snack. */
function mealPlanDays(): MockMealPlanDay[] {
  const breakfasts = [2001, 2007, 2013, 2001, 2007, 2010, 2001];
  const lunches = [2003, 2012, 2014, 2003, 2012, 2014, 2003];
  const dinners = [2002, 2004, 2006, 2008, 2009, 2011, 2004];
  const snacks = [2005, 2010, 2005, 2013, 2005, 2010, 2013];
  return Array.from({ length: 7 }, (_, index) => ({
    day: index + 1,
    meals: [
      { meal_type: 'breakfast' as const, recipe_id: breakfasts[index] ?? 2001 },
      { meal_type: 'lunch' as const, recipe_id: lunches[index] ?? 2003 },
      { meal_type: 'dinner' as const, recipe_id: dinners[index] ?? 2002 },
      { meal_type: 'snack' as const, recipe_id: snacks[index] ?? 2005 },
    ],
  }));
}

export function seedRecipeDetails(): MockRecipeDetails[] {
  return RECIPES.map((recipe) => ({ description: '', ...recipe }));
}

/** `count` generated recipes after the seed (for the 1,000-recipe bench). */
export function generateRecipes(count: number): MockRecipeDetails[] {
  const seed = seedRecipeDetails();
  const adjectives = ['Quick', 'Easy', 'Spiced', 'Zesty', 'Hearty', 'Light', 'Smoky', 'Fresh'];
  return Array.from({ length: Math.max(0, count - seed.length) }, (_, index) => {
    const base = seed[index % seed.length] ?? seed[0];
    if (!base) throw new Error('recipe seed is empty');
    return {
      ...base,
      recipe_id: 10001 + index,
      title: `${adjectives[index % adjectives.length] ?? 'Easy'} ${base.title.toLowerCase()} ${Math.floor(index / seed.length) + 2}`,
    };
  });
}

export function seedRecipeTables(): RecipeTables {
  return {
    recipeDetails: seedRecipeDetails(),
    recipeFavourites: [],
    plannerAdditions: [],
    mealPlans: [
      {
        meal_plan_id: 5001,
        folder_id: 1064,
        title: '7-day balanced plan',
        description:
          'A week of balanced breakfasts, lunches, dinners and snacks from The Diet Coaches.',
        image: '/images/recipe-mealplan.svg',
        days: mealPlanDays(),
      },
    ],
    recipeTagGroups: [
      {
        name: 'Meal',
        childs: [
          { tag_id: T.breakfast, name: 'Breakfast', status: '1' },
          { tag_id: T.lunch, name: 'Lunch', status: '1' },
          { tag_id: T.dinner, name: 'Dinner', status: '1' },
          { tag_id: T.snack, name: 'Snack', status: '1' },
        ],
      },
      {
        name: 'Diet',
        childs: [
          { tag_id: T.vegetarian, name: 'Vegetarian', status: '1' },
          { tag_id: T.vegan, name: 'Vegan', status: '1' },
          { tag_id: T.highProtein, name: 'High protein', status: '1' },
          { tag_id: T.quick, name: 'Under 15 minutes', status: '1' },
        ],
      },
    ],
  };
}
