import type { InfoDocument } from '../model';

export const document: InfoDocument = {
  title: 'Information security policy',
  updated: '2024-01-15',
  intro:
    'How RWL protects the information members and staff trust us with. This summary is for members, partners and employers using RWL for business.',
  sections: [
    {
      heading: 'Our approach',
      paragraphs: [
        'Security is owned by our leadership team and reviewed at least once a year, or sooner after any significant change or incident. Everyone who works with us follows this policy.',
      ],
    },
    {
      heading: 'Protecting data',
      list: [
        'All traffic to our website, apps and API is encrypted in transit with TLS.',
        'Passwords are stored only as salted hashes. Card details are handled by PCI DSS compliant payment providers and never touch our servers.',
        'Our realtime messaging channel encrypts message bodies in addition to the transport encryption.',
        'Production data is stored with providers in the UK and EEA, encrypted at rest and backed up daily.',
      ],
    },
    {
      heading: 'Access control',
      list: [
        'Staff get the least access they need for their role, with multi-factor authentication on every administrative system.',
        'Access is removed on the day someone leaves and reviewed every quarter.',
        'Support staff see only the account details they need to help a member.',
      ],
    },
    {
      heading: 'Building and running the service',
      list: [
        'Code changes are reviewed by a second person and tested automatically before release.',
        'Dependencies are monitored and security updates applied promptly.',
        'Systems are monitored for unusual activity around the clock.',
      ],
    },
    {
      heading: 'Suppliers',
      paragraphs: [
        'Suppliers that handle personal data are assessed before we use them and bound by contracts that require equivalent protection.',
      ],
    },
    {
      heading: 'Incidents',
      paragraphs: [
        'We have a written incident response plan. If a breach affects your personal data and is likely to put you at risk, we will tell you and the Information Commissioner’s Office without undue delay and within 72 hours of becoming aware of it.',
        'If you think you have found a security problem, please tell us through live chat; we welcome responsible disclosure.',
      ],
    },
  ],
};
