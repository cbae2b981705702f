import { FACTS } from '@/lib/facts';
import type { InfoDocument } from '../model';

export const document: InfoDocument = {
  title: 'Frequently asked questions',
  updated: '2024-01-15',
  intro:
    'Answers to the questions members ask us most. Cannot find yours? Our team is on live chat in the app every day.',
  sections: [
    {
      heading: 'Your membership',
      questions: [
        {
          q: 'What is included?',
          a: `Over ${FACTS.workouts} workouts, ${FACTS.recipes}+ recipes and meal plans, ${FACTS.mindset} mindset and meditation sessions, ${FACTS.mindsetCourses} mindset courses, ${FACTS.programmes} programmes (including a 12-week beginner programme), live workouts, the community, a planner and calorie tracker, and live chat support.`,
        },
        {
          q: 'How much does it cost?',
          a: 'Memberships start from £10 a month when you pay for a year (£119.99), £14.99 a month when you pay every 3 months (£44.97), or £19.99 paid monthly. Offers on our landing pages may lower the first payment.',
        },
        {
          q: 'How does the free trial work?',
          a: 'Every plan starts with 7 days free. Your first payment is taken after day 7. Cancel before then and you will not be charged.',
        },
        {
          q: 'Does my membership renew automatically?',
          a: 'Yes. Monthly plans renew every month, quarterly plans every 3 months and annual plans every year, so you never lose access or progress. You can cancel any time.',
        },
        {
          q: 'What is the fitness-only membership?',
          a: 'All of the workouts, programmes, live workouts and community at a lower price. Recipes, meal plans, mindset content and The Diet Coaches are not included; you can upgrade to Premium whenever you like.',
        },
      ],
    },
    {
      heading: 'Managing your account',
      questions: [
        {
          q: 'How do I cancel?',
          a: 'Go to Profile, then Manage membership, and choose Cancel. Your access continues until the end of the period you have paid for.',
        },
        {
          id: 'app-membership',
          q: 'I joined through the iPhone or Android app. Can I change my plan on the website?',
          a: 'No. Memberships bought in the App Store or Google Play are managed by Apple or Google. Change or cancel them in your phone’s subscription settings, or contact our support team.',
        },
        {
          q: 'How do I change my plan?',
          a: 'Go to Profile, then Upgrade or downgrade. The new plan starts from your next payment date unless the screen tells you otherwise.',
        },
        {
          q: 'I forgot my password.',
          a: 'Choose “Forgot password?” on the login page and we will email you a link to set a new one.',
        },
      ],
    },
    {
      heading: 'Training and food',
      questions: [
        {
          q: 'I am a beginner. Where should I start?',
          a: 'Start with New Beginnings, our 12-week beginner programme. Every workout shows easier and harder options.',
        },
        {
          q: 'Do I need equipment?',
          a: 'Most workouts need only a mat. Programmes that use dumbbells or bands say so before you start.',
        },
        {
          q: 'Can I train while pregnant?',
          a: 'Yes: we have pre- and post-natal workouts with trimester-by-trimester guidance. Always check with your midwife or GP before starting a new exercise routine.',
        },
        {
          q: 'Can I swap a meal in my plan?',
          a: 'Yes. Tap Swap on any meal in your planner to choose an alternative with similar calories.',
        },
      ],
    },
  ],
};
