import type { InfoDocument } from '../model';

export const document: InfoDocument = {
  title: 'Returns policy',
  updated: '2024-01-15',
  intro:
    'How to return a product bought from the RWL shop, and how refunds work for memberships and courses.',
  sections: [
    {
      heading: 'Shop products',
      list: [
        'You can return most unused products in their original packaging within 14 days of delivery for a full refund of the product price.',
        'Tell us you want to return an item through live chat in the app, with your order number. We will send the return address and instructions.',
        'Return postage is paid by you unless the item is faulty or we sent the wrong item.',
        'We refund to your original payment method within 14 days of receiving the return.',
      ],
    },
    {
      heading: 'Items we cannot take back',
      list: [
        'Opened food and supplements, for hygiene reasons.',
        'Personalised items.',
        'Gift cards once they have been used.',
      ],
    },
    {
      heading: 'Faulty or damaged items',
      paragraphs: [
        'If something arrives damaged or develops a fault, contact us within 30 days with a photo. We will replace it or refund you in full, including postage.',
      ],
    },
    {
      heading: 'Memberships and digital courses',
      list: [
        'Memberships start with a 7-day free trial: cancel before it ends and you pay nothing.',
        'After that you can cancel at any time and keep access to the end of the period you paid for. We do not refund part periods unless the law requires it.',
        'Digital courses sold as a one-off start as soon as you have access, so the 14-day cancellation right ends when you first open them; you agree to this at checkout.',
      ],
    },
    {
      heading: 'Bundles with equipment',
      paragraphs: [
        'Equipment included free with a membership bundle can be returned unused within 14 days. If you cancel the bundle within 14 days and keep the equipment, we may deduct its value from your refund.',
      ],
    },
  ],
};
