/** The two quiz pages: a few questions, a result that points to the right part of RWL. */
import { FACTS } from '@/lib/facts';
import type { LandingConfig } from '../model';
import { registrationLink } from '../links';
import { buildLandingConfig } from './base';

const IMG = '/images/landing';
const TRIAL = registrationLink();

export const pages: Record<string, LandingConfig> = {
  'motivation-quiz': buildLandingConfig(
    {
      slug: 'motivation-quiz',
      title: 'What is your motivation type?',
      points: [
        'Three quick questions',
        'Find out what keeps you going',
        'Get a plan that suits you',
      ],
      target: TRIAL,
      image: `${IMG}/hero-mindset.svg`,
    },
    {
      prices: undefined,
      quiz: {
        title: 'The motivation quiz',
        questions: [
          {
            question: 'What gets you moving on a tired day?',
            options: [
              { label: 'Knowing someone is expecting me', result: 'social' },
              { label: 'Ticking it off my plan', result: 'planner' },
              { label: 'How good I feel afterwards', result: 'feeler' },
            ],
          },
          {
            question: 'Your ideal workout is…',
            options: [
              { label: 'A live class with others', result: 'social' },
              { label: 'Day 12 of a 12-week programme', result: 'planner' },
              { label: 'Whatever I fancy today', result: 'feeler' },
            ],
          },
          {
            question: 'What would make you give up?',
            options: [
              { label: 'Training alone', result: 'social' },
              { label: 'Not knowing what to do next', result: 'planner' },
              { label: 'Getting bored', result: 'feeler' },
            ],
          },
        ],
        results: {
          social: {
            title: 'You are a team player',
            text: 'Live classes and our community will keep you going. Join a challenge on day one.',
            btn_txt: 'Start your 7-day free trial',
            btn_url: TRIAL,
          },
          planner: {
            title: 'You are a planner',
            text: 'Pick a programme and follow it day by day: New Beginnings is a great start.',
            btn_txt: 'Start your 7-day free trial',
            btn_url: TRIAL,
          },
          feeler: {
            title: 'You go by feel',
            text: `With ${FACTS.workouts}+ workouts and ${FACTS.mindset} mindset sessions you will always find something you fancy.`,
            btn_txt: 'Start your 7-day free trial',
            btn_url: TRIAL,
          },
        },
      },
    },
  ),
  'diet-type-quiz': buildLandingConfig(
    {
      slug: 'diet-type-quiz',
      title: 'Which way of eating suits you?',
      points: ['Three quick questions', 'Discover your food style', 'Get recipes that fit'],
      target: TRIAL,
      image: `${IMG}/hero-food.svg`,
    },
    {
      prices: undefined,
      quiz: {
        title: 'The diet type quiz',
        questions: [
          {
            question: 'Weeknight dinner looks like…',
            options: [
              { label: 'Something quick, under 20 minutes', result: 'quick' },
              { label: 'A family meal everyone eats', result: 'family' },
              { label: 'Whatever fits my calories', result: 'tracker' },
            ],
          },
          {
            question: 'When do you struggle most?',
            options: [
              { label: 'Lunch at work', result: 'quick' },
              { label: 'Feeding fussy eaters', result: 'family' },
              { label: 'Evening snacking', result: 'tracker' },
            ],
          },
          {
            question: 'What would help most?',
            options: [
              { label: 'Recipes with five ingredients', result: 'quick' },
              { label: 'A weekly plan and shopping list', result: 'family' },
              { label: 'A calorie tracker and coaching', result: 'tracker' },
            ],
          },
        ],
        results: {
          quick: {
            title: 'Quick and simple',
            text: 'Our 15-minute recipes and meal prep plans are made for you.',
            btn_txt: 'Start your 7-day free trial',
            btn_url: TRIAL,
          },
          family: {
            title: 'Family first',
            text: 'Family meal plans with shopping lists take the thinking out of dinner.',
            btn_txt: 'Start your 7-day free trial',
            btn_url: TRIAL,
          },
          tracker: {
            title: 'Numbers and coaching',
            text: 'The planner, calorie tracker and The Diet Coaches will keep you on track.',
            btn_txt: 'Start your 7-day free trial',
            btn_url: TRIAL,
          },
        },
      },
    },
  ),
};
