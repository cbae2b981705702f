import type { InfoDocument } from '../model';

export const document: InfoDocument = {
  title: 'Modern slavery statement',
  updated: '2024-01-15',
  intro:
    'RWL is committed to preventing slavery, servitude, forced labour and human trafficking in our business and our supply chains.',
  sections: [
    {
      heading: 'Our business',
      paragraphs: [
        'RWL is a UK online fitness, nutrition and wellbeing membership founded in 2013. Most of our work is digital: trainers, nutritionists, developers and support staff. We also sell fitness equipment, clothing and food products through our shop and run retreats.',
      ],
    },
    {
      heading: 'Our supply chains',
      list: [
        'Technology and hosting services.',
        'Video production and freelance creative work.',
        'Manufacturers and distributors of equipment, clothing and food products.',
        'Venues, caterers and travel partners for our retreats.',
      ],
    },
    {
      heading: 'What we do',
      list: [
        'We pay all staff at least the Real Living Wage and check every employee’s right to work.',
        'New suppliers of physical products confirm in writing that they comply with the Modern Slavery Act 2015 and tell us where their products are made.',
        'We prefer suppliers that are independently audited for labour standards, and we may ask for evidence at any time.',
        'Staff who buy from suppliers are trained to spot the signs of modern slavery.',
      ],
    },
    {
      heading: 'Raising a concern',
      paragraphs: [
        'Anyone who suspects modern slavery connected with our business can tell us in confidence through live chat or the contact details on our website, or call the Modern Slavery Helpline on 08000 121 700.',
      ],
    },
    {
      heading: 'Review',
      paragraphs: ['We review this statement every year and approve it at board level.'],
    },
  ],
};
