import type { InfoDocument } from '../model';

export const document: InfoDocument = {
  title: 'Data protection policy',
  updated: '2024-01-15',
  intro:
    'How RWL meets its duties under the UK General Data Protection Regulation and the Data Protection Act 2018. Our privacy policy explains the detail of what we collect and why.',
  sections: [
    {
      heading: 'The principles we follow',
      list: [
        'Lawful, fair and transparent: we tell people what we do with their data and have a lawful basis for it.',
        'Purpose limitation: we use data only for the purposes we collected it for.',
        'Data minimisation: we collect only what we need.',
        'Accuracy: members can correct their details at any time in their profile.',
        'Storage limitation: we keep data only as long as we need it, then delete or anonymise it.',
        'Security: we protect data as our information security policy describes.',
        'Accountability: we keep records that show how we comply.',
      ],
    },
    {
      heading: 'Responsibilities',
      paragraphs: [
        'Our data protection lead oversees compliance, advises staff and is the contact point for the Information Commissioner’s Office. Every employee completes data protection training when they join and every year after.',
      ],
    },
    {
      heading: 'Individuals’ rights',
      paragraphs: [
        'We respond to requests to access, correct, delete, restrict, object to or move personal data within one month. We verify identity before we release any information.',
      ],
    },
    {
      heading: 'Special category data',
      paragraphs: [
        'Health-related information, such as pregnancy details, is collected only with explicit consent, used only to tailor content and can be removed by the member at any time.',
      ],
    },
    {
      heading: 'Data protection by design',
      list: [
        'New features that use personal data are assessed for privacy risks before they are built; high-risk processing gets a full data protection impact assessment.',
        'Analytics and advertising tools run only with the visitor’s consent, and data shared with ad partners is hashed first.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'Where a supplier processes data outside the UK, we rely on an adequacy decision or the approved contract clauses, with extra safeguards where needed.',
      ],
    },
    {
      heading: 'Breaches',
      paragraphs: [
        'Suspected breaches are reported to the data protection lead straight away, recorded, and reported to the ICO and affected people when the law requires it.',
      ],
    },
  ],
};
