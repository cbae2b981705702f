import type { InfoDocument } from '../model';

export const document: InfoDocument = {
  title: 'Privacy policy',
  updated: '2024-01-15',
  intro:
    'This policy explains what personal information RWL collects, why, how long we keep it and the choices you have. We are the controller of your personal data under UK data protection law.',
  sections: [
    {
      heading: 'What we collect',
      list: [
        'Account details: your name, email address, username, password (stored encrypted) and, if you give them, phone number and date of birth.',
        'Membership and payment details: your plan, payment dates and the last four digits of your card. Full card numbers are handled by our payment providers and never stored by us.',
        'Profile and goals: answers you give in the sign-up quiz, such as your goals, activity level and, if you choose to tell us, pregnancy information.',
        'Activity: workouts completed, recipes saved, planner and tracker entries, community posts and messages.',
        'Device and usage information: browser, device type, pages viewed and, with your consent, cookies used for analytics and advertising.',
      ],
    },
    {
      heading: 'Why we use it',
      list: [
        'To provide your membership and personalise your plan (our contract with you).',
        'To take payments and prevent fraud (contract and legitimate interests).',
        'To send service emails, and marketing emails if you opted in; every marketing email has an unsubscribe link (consent).',
        'To measure and improve our website and adverts, only when you accept tracking and targeting cookies (consent).',
      ],
    },
    {
      heading: 'Health information',
      paragraphs: [
        'Information such as pregnancy or health goals is special category data. We use it only with your explicit consent to tailor your content, and you can remove it from your profile at any time.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Strictly necessary cookies keep you logged in. Analytics and advertising cookies and pixels run only if you choose “YES, I AGREE!” on our cookie banner. Your choice lasts 30 days, after which we ask again.',
      ],
    },
    {
      heading: 'Who we share it with',
      list: [
        'Payment providers, to take payments.',
        'Hosting, email and customer-support providers that process data on our behalf under contract.',
        'Advertising and analytics partners, only with your consent, using hashed (scrambled) email addresses and phone numbers.',
        'Authorities where the law requires it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your account information while you are a member and for up to 2 years after your membership ends, so you can come back to your progress. Payment records are kept for 6 years for tax purposes.',
      ],
    },
    {
      heading: 'Your rights',
      list: [
        'See the information we hold about you, and have it corrected or deleted.',
        'Object to or restrict how we use it, and take it with you.',
        'Withdraw consent for marketing or cookies at any time.',
        'Complain to the Information Commissioner’s Office (ico.org.uk) if you are unhappy with how we handle your data.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'To use any of these rights, message our team on live chat in the app or use the contact details on our website.',
      ],
    },
  ],
};
