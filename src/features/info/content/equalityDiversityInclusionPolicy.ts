import type { InfoDocument } from '../model';

export const document: InfoDocument = {
  title: 'Equality, diversity and inclusion policy',
  updated: '2024-01-15',
  intro:
    'RWL exists to help everyone feel fitter, stronger and more confident. That means a service, a community and a workplace where everyone is welcome.',
  sections: [
    {
      heading: 'Our commitment',
      paragraphs: [
        'We do not tolerate discrimination, harassment or victimisation on the grounds of age, disability, gender reassignment, marriage or civil partnership, pregnancy or maternity, race, religion or belief, sex or sexual orientation, or any other personal characteristic.',
      ],
    },
    {
      heading: 'For members',
      list: [
        'Workouts with low-impact, seated and adapted options, and pre- and post-natal programmes.',
        'Recipes for a range of diets and cultures, and meal plans that work on a budget.',
        'Trainers and members of different ages, sizes and backgrounds in our content.',
        'Community rules that protect everyone from abuse, enforced by our moderators.',
        'Captions on videos and a website built to meet accessibility standards.',
      ],
    },
    {
      heading: 'For our team',
      list: [
        'Fair recruitment: structured interviews, diverse shortlists where possible and reasonable adjustments for candidates.',
        'Flexible and remote working, and support for parents and carers.',
        'Equal pay for equal work, reviewed every year.',
        'Training for every employee on inclusion and unconscious bias.',
      ],
    },
    {
      heading: 'Raising a concern',
      paragraphs: [
        'Members can report any behaviour that makes them uncomfortable using the report option in the community or through live chat. Employees can raise concerns with their manager or any director. Every report is taken seriously and handled in confidence.',
      ],
    },
    {
      heading: 'Review',
      paragraphs: ['Our leadership team reviews this policy and our progress every year.'],
    },
  ],
};
