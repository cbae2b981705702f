/**
 * The daily planner and food tracker (issue 14): planned meals and logged food per day, workouts,
 * tracking icons and notes, saved days, "my meals", the member's daily kcal target, and the food
 * database the food socket host searches. Contract seed: premium@example.com's planner for today
 * has breakfast recipe 2001, lunch recipe 2003 and workout video 3001 ("today" is the seed's day).
 */
import dayjs from 'dayjs';
import { seedVideos } from './programmeTables';

export type MockMealType = 'breakfast' | 'lunch' | 'dinner' | 'snack';
export type MockFoodUnit = 'g' | 'ml' | 'serving';

export interface MockPlannerEntry {
  entry_id: string;
  user_id: number;
  date: string;
  meal_type: MockMealType;
  kind: 'recipe' | 'food' | 'my_meal';
  /** recipe_id, food_id or my_meal_id, by kind. */
  item_id: number;
  title: string;
  amount: number;
  unit: string;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
}

export interface MockPlannerWorkout {
  workout_id: string;
  user_id: number;
  date: string;
  kind: 'video' | 'exercise';
  /** video_id for a programme video; 0 for an exercise. */
  video_id: number;
  title: string;
  /** A fraction for a video shorter than a minute (the demo file). */
  minutes: number;
  kcal: number;
  done: 0 | 1;
}

export interface MockPlannerDayInfo {
  user_id: number;
  date: string;
  water: 0 | 1;
  mood: 0 | 1;
  sleep: 0 | 1;
  exercise: 0 | 1;
  notes: string;
}

export interface MockSavedDay {
  saved_day_id: number;
  user_id: number;
  title: string;
  entries: Omit<MockPlannerEntry, 'entry_id' | 'user_id' | 'date'>[];
  workouts: Omit<MockPlannerWorkout, 'workout_id' | 'user_id' | 'date' | 'done'>[];
}

export interface MockMyMealIngredient {
  food_id: number;
  amount: number;
  unit: MockFoodUnit;
}

export interface MockMyMeal {
  my_meal_id: number;
  user_id: number;
  title: string;
  ingredients: MockMyMealIngredient[];
}

export interface PlannerTables {
  plannerEntries: MockPlannerEntry[];
  plannerWorkouts: MockPlannerWorkout[];
  plannerDays: MockPlannerDayInfo[];
  savedDays: MockSavedDay[];
  myMeals: MockMyMeal[];
  /** The member's daily kcal target by user id (saved by the calorie calculator's update_planner_details). */
  calorieTarget: Record<string, number>;
  /** Recipes the member added to a planner most recently (newest first). */
  recentRecipes: Record<string, number[]>;
}

export const DEFAULT_CALORIE_TARGET = 2000;

export interface MockFood {
  food_id: number;
  name: string;
  /** One serving, in grams or millilitres. */
  serving_size: number;
  serving_unit: 'g' | 'ml';
  /** Per 100 g or 100 ml. */
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
}

/**
 * The compact list the food database is generated from: name | per 100 g kcal, protein, carbs,
 * fat | small, medium, large portion in grams (or ml when the name ends in "ml"). Each food gives
 * four rows: small, medium and large portions and 100 g, so 130 foods give 520 rows.
 */
const FOOD_LIST = `
Banana|89|1.1|22.8|0.3|101|118|136
Apple|52|0.3|13.8|0.2|149|182|223
Orange|47|0.9|11.8|0.1|96|131|184
Pear|57|0.4|15.2|0.1|148|178|230
Peach|39|0.9|9.5|0.3|130|150|175
Plum|46|0.7|11.4|0.3|50|66|80
Kiwi|61|1.1|14.7|0.5|60|75|90
Mango|60|0.8|15|0.4|200|336|400
Pineapple|50|0.5|13.1|0.1|80|165|250
Grapes|69|0.7|18.1|0.2|50|92|150
Strawberries|32|0.7|7.7|0.3|80|152|200
Blueberries|57|0.7|14.5|0.3|50|80|148
Raspberries|52|1.2|11.9|0.7|50|80|123
Melon|34|0.8|8.2|0.2|100|160|280
Watermelon|30|0.6|7.6|0.2|150|280|400
Avocado|160|2|8.5|14.7|100|150|200
Tomato|18|0.9|3.9|0.2|62|123|182
Cucumber|15|0.7|3.6|0.1|100|150|300
Carrot|41|0.9|9.6|0.2|50|61|72
Broccoli|34|2.8|6.6|0.4|80|150|200
Cauliflower|25|1.9|5|0.3|80|150|200
Spinach|23|2.9|3.6|0.4|30|80|120
Kale|49|4.3|8.8|0.9|30|67|100
Peas|81|5.4|14.5|0.4|80|100|160
Sweetcorn|86|3.3|19|1.2|80|100|150
Green beans|31|1.8|7|0.2|80|100|125
Mushrooms|22|3.1|3.3|0.3|50|80|120
Onion|40|1.1|9.3|0.1|70|110|150
Red pepper|31|1|6|0.3|70|119|164
Courgette|17|1.2|3.1|0.3|100|196|250
Sweet potato|86|1.6|20.1|0.1|130|180|250
Potato, boiled|87|1.9|20.1|0.1|100|173|250
Potato, baked|93|2.5|21.2|0.1|140|180|300
Chips, oven|162|2.8|25.3|5.6|100|150|200
Rice, white, cooked|130|2.7|28.2|0.3|100|150|200
Rice, brown, cooked|112|2.6|23.5|0.9|100|150|200
Pasta, cooked|131|5|25|1.1|120|180|250
Wholewheat pasta, cooked|124|5.3|26.5|0.5|120|180|250
Couscous, cooked|112|3.8|23.2|0.2|100|150|200
Quinoa, cooked|120|4.4|21.3|1.9|100|150|185
Noodles, egg, cooked|138|4.5|25.2|2.1|100|150|200
Porridge oats|379|13.2|67.7|6.5|30|40|60
Granola|471|10|64|20|30|45|60
Cornflakes|357|7.5|84|0.4|25|30|40
Bran flakes|330|10|66|2.5|30|40|50
Wholemeal bread|247|13|41|3.4|28|36|45
White bread|265|9|49|3.2|28|36|45
Sourdough bread|274|10.8|54|1.9|40|55|70
Bagel|257|10|50|1.6|70|85|100
Pitta bread|275|9.1|55.7|1.2|45|60|75
Tortilla wrap|304|8|51|7.5|40|62|75
Crumpet|178|6.1|36.2|0.9|45|55|60
Croissant|406|8.2|45.8|21|45|60|75
Rice cakes|387|8|81.5|2.8|8|9|18
Oatcakes|447|10|58|18|10|13|20
Chicken breast, grilled|165|31|0|3.6|100|150|200
Chicken thigh, roasted|209|26|0|10.9|80|120|160
Turkey breast|135|30|0|1|100|150|200
Beef mince, 5% fat, cooked|174|26|0|7.5|100|125|150
Steak, sirloin, grilled|206|29|0|9.5|150|225|300
Pork loin, roasted|242|27|0|14|100|150|200
Bacon, grilled|287|26|0|20|25|35|50
Ham, sliced|107|17|1.5|3.7|20|30|60
Sausage, pork, grilled|294|14|9|22|40|57|80
Lamb chop, grilled|294|25|0|21|70|100|140
Salmon fillet, baked|206|22|0|13|100|130|180
Cod fillet, baked|105|23|0|0.9|100|140|180
Tuna, canned in water|116|26|0|1|50|80|112
Prawns, cooked|99|24|0.2|0.3|60|100|150
Mackerel, smoked|305|19|0|25|50|80|100
Sardines in tomato|162|17|1.4|10|60|90|120
Egg, boiled|155|13|1.1|11|44|50|60
Egg, scrambled|148|10|1.6|11|60|90|120
Tofu, firm|144|15.8|2.8|8.7|80|120|160
Tempeh|192|20|7.6|11|60|100|140
Chickpeas, canned|139|7|19|2.6|80|120|240
Lentils, cooked|116|9|20|0.4|80|150|200
Kidney beans, canned|127|8.7|22.8|0.5|80|120|240
Baked beans|78|4.8|13.8|0.6|100|200|415
Hummus|166|7.9|14.3|9.6|30|50|100
Cheddar cheese|403|25|1.3|33|20|30|40
Mozzarella|280|28|3.1|17|30|60|125
Feta|264|14|4|21|25|40|60
Cottage cheese|98|11|3.4|4.3|50|100|150
Cream cheese, light|159|7.4|5|12|20|30|45
Greek yoghurt|97|9|4|5|100|150|200
Natural yoghurt, low fat|56|5.7|7.5|0.2|100|150|200
Skyr|63|11|4|0.2|100|150|200
Fruit yoghurt|96|3.5|15|2.3|100|125|150
Semi-skimmed milk ml|46|3.4|4.7|1.7|100|200|300
Whole milk ml|64|3.3|4.7|3.6|100|200|300
Oat drink ml|45|1|6.6|1.5|100|200|300
Soya drink ml|39|3.3|2.5|1.8|100|200|300
Butter|717|0.9|0.1|81|5|10|15
Olive oil ml|824|0|0|91.6|5|10|15
Peanut butter|588|25|20|50|15|20|30
Almond butter|614|21|19|56|15|20|30
Almonds|579|21|22|50|15|30|45
Walnuts|654|15|14|65|15|30|45
Cashews|553|18|30|44|15|30|45
Peanuts, roasted|585|24|21|50|15|30|45
Mixed seeds|556|24|12|46|10|20|30
Chia seeds|486|17|42|31|10|15|25
Dark chocolate|546|4.9|61|31|10|20|40
Milk chocolate|535|7.7|59|30|10|25|45
Crisps, ready salted|536|6.4|53|34|25|32|40
Popcorn, lightly salted|387|13|78|4.5|15|25|35
Digestive biscuit|471|7|65|21|15|30|45
Flapjack|462|5|58|23|40|60|80
Protein bar|371|33|35|12|35|45|60
Whey protein shake ml|40|8|1.3|0.5|200|300|400
Orange juice ml|45|0.7|10.4|0.2|150|200|250
Apple juice ml|46|0.1|11.3|0.1|150|200|250
Smoothie, mixed fruit ml|54|0.6|12.5|0.2|150|250|330
Cola ml|42|0|10.6|0|150|330|500
Latte, semi-skimmed ml|55|3.4|5|2|236|354|473
Cappuccino ml|41|2.5|4|1.5|236|354|473
Tea with milk ml|13|0.6|1.1|0.6|200|250|300
Beer, lager ml|43|0.5|3.6|0|284|330|568
Red wine ml|85|0.1|2.6|0|125|175|250
Honey|304|0.3|82|0|7|14|21
Jam|250|0.4|63|0.1|10|15|20
Margherita pizza|266|11|33|10|100|150|300
Beef lasagne|135|8|11|6|250|350|450
Chicken curry|139|12|6|7.5|200|300|400
Vegetable soup ml|35|1.2|5.5|1|200|300|400
Tomato soup ml|45|0.8|7|1.5|200|300|400
Chicken noodle soup ml|36|2.4|4.5|0.9|200|300|400
Sushi, salmon nigiri|145|6|23|2.5|40|80|160
Falafel|333|13|32|18|40|70|120
Veggie burger|177|10|17|7|80|110|150
Beef burger, grilled|254|26|0|17|90|115|170
Fish fingers, grilled|214|14|19|9|56|84|112
`;

function foodRows(): MockFood[] {
  const rows: MockFood[] = [];
  let nextId = 80001;
  for (const line of FOOD_LIST.trim().split('\n')) {
    const [rawName = '', kcal, protein, carbs, fat, small, medium, large] = line.split('|');
    const liquid = rawName.endsWith(' ml');
    const name = liquid ? rawName.slice(0, -3) : rawName;
    const unit = liquid ? 'ml' : 'g';
    const base = {
      kcal: Number(kcal),
      protein: Number(protein),
      carbs: Number(carbs),
      fat: Number(fat),
      serving_unit: unit,
    } as const;
    const sizes: [string, number][] = [
      ['small', Number(small)],
      ['medium', Number(medium)],
      ['large', Number(large)],
    ];
    for (const [size, amount] of sizes) {
      rows.push({
        ...base,
        food_id: nextId++,
        name: `${name}, ${size} (${amount} ${unit})`,
        serving_size: amount,
      });
    }
    rows.push({ ...base, food_id: nextId++, name: `${name} (100 ${unit})`, serving_size: 100 });
  }
  return rows;
}

/** The food database of the food socket host (generated, not stored: 520 rows). */
export const FOODS: readonly MockFood[] = foodRows();

/** kcal and macros of one serving, rounded as a label would show them. */
export function servingNutrition(food: MockFood) {
  const factor = food.serving_size / 100;
  return {
    kcal: Math.round(food.kcal * factor),
    protein: Math.round(food.protein * factor * 10) / 10,
    carbs: Math.round(food.carbs * factor * 10) / 10,
    fat: Math.round(food.fat * factor * 10) / 10,
  };
}

/**
 * A programme video as a planner workout: its title, length and kcal are the video's own, so the
 * planner and the video page give one figure (as add_workout copies them).
 */
function videoWorkout(videoId: number) {
  const video = seedVideos().find((candidate) => candidate.video_id === videoId);
  if (!video) throw new Error(`No seed video ${videoId}`);
  return {
    video_id: video.video_id,
    title: video.title,
    minutes: video.duration / 60,
    kcal: video.calories,
  };
}

export function seedPlannerTables(): PlannerTables {
  const today = dayjs().format('YYYY-MM-DD');
  return {
    plannerEntries: [
      {
        entry_id: 'seed-102-breakfast',
        user_id: 102,
        date: today,
        meal_type: 'breakfast',
        kind: 'recipe',
        item_id: 2001,
        title: 'Overnight oats with berries',
        amount: 1,
        unit: 'serving',
        kcal: 320,
        protein: 14,
        carbs: 48,
        fat: 8,
      },
      {
        entry_id: 'seed-102-lunch',
        user_id: 102,
        date: today,
        meal_type: 'lunch',
        kind: 'recipe',
        item_id: 2003,
        title: 'Green goddess salad',
        amount: 1,
        unit: 'serving',
        kcal: 290,
        protein: 11,
        carbs: 20,
        fat: 19,
      },
    ],
    plannerWorkouts: [
      {
        workout_id: 'seed-102-workout',
        user_id: 102,
        date: today,
        kind: 'video',
        ...videoWorkout(3001),
        done: 0,
      },
    ],
    plannerDays: [],
    savedDays: [],
    myMeals: [
      {
        my_meal_id: 9501,
        user_id: 102,
        title: 'Peanut butter toast',
        ingredients: [
          { food_id: foodId('Wholemeal bread, medium (36 g)'), amount: 2, unit: 'serving' },
          { food_id: foodId('Peanut butter, medium (20 g)'), amount: 1, unit: 'serving' },
        ],
      },
    ],
    calorieTarget: { 102: 1800 },
    recentRecipes: { 102: [2001, 2003] },
  };
}

function foodId(name: string): number {
  const food = FOODS.find((row) => row.name === name);
  if (!food) throw new Error(`food seed: ${name} is missing`);
  return food.food_id;
}
