import type { InfoDocument } from '../model';

export const document: InfoDocument = {
  title: 'Competition terms and conditions',
  updated: '2024-01-15',
  intro:
    'These rules apply to RWL member competitions and prize draws unless the competition announcement says otherwise.',
  sections: [
    {
      heading: '1. Who can enter',
      list: [
        'The competition is open to UK residents aged 18 or over with an RWL account.',
        'RWL employees, their families and anyone professionally connected with the competition cannot enter.',
      ],
    },
    {
      heading: '2. How to enter',
      list: [
        'Entry is automatic: everyone who signs up during the competition period receives one entry.',
        'Share your 4-week transformation pictures with us during the competition and receive 10 extra entries.',
        'Use the competition hashtag 5 times in your community posts during the competition and receive 5 extra entries.',
        'No purchase is necessary beyond the membership sign-up described in the competition announcement.',
      ],
    },
    {
      heading: '3. Closing date',
      paragraphs: [
        'The competition opens and closes on the dates given in the competition announcement. Entries received after the closing time are not counted.',
      ],
    },
    {
      heading: '4. Winners',
      list: [
        '3 winners are drawn at random from all valid entries after the closing date.',
        'Winners are told by email or in-app message within 14 days of the draw and must reply within 14 days to claim their prize; otherwise another winner may be drawn.',
        'We may publish winners’ first names and, with their permission, their transformation pictures.',
      ],
    },
    {
      heading: '5. Prizes',
      list: [
        'Prizes are as described in the competition announcement.',
        'There is no cash alternative, and prizes cannot be transferred. We may substitute a prize of equal or greater value if one becomes unavailable.',
      ],
    },
    {
      heading: '6. Your information',
      paragraphs: [
        'We use entrants’ details only to run the competition and contact winners, as our privacy policy describes. Pictures you share for extra entries are used for judging eligibility and, only with your permission, for publicity.',
      ],
    },
    {
      heading: '7. General',
      list: [
        'Entries that break these rules or our community rules, or that are made automatically or in bulk, are invalid.',
        'We may cancel or change the competition if circumstances outside our control require it.',
        'The promoter is RWL. These terms are governed by the law of England and Wales.',
      ],
    },
  ],
};
