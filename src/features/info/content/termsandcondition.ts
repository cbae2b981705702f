import type { InfoDocument } from '../model';

export const document: InfoDocument = {
  title: 'Terms and conditions',
  updated: '2024-01-15',
  intro:
    'These terms apply when you use RWL on the web or in our apps, or buy a membership, course or product from us. Please read them before you join.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'You must be 16 or over to create an account. Keep your login details private; you are responsible for activity on your account.',
        'Give us accurate details and keep them up to date, so we can reach you about your membership.',
      ],
    },
    {
      heading: '2. Memberships and free trials',
      list: [
        'Paid memberships start with a 7-day free trial unless an offer says otherwise. Your first payment is taken when the trial ends.',
        'Memberships renew automatically at the end of each period (1, 3 or 12 months) at the price shown when you joined, unless we tell you about a change in advance.',
        'You can cancel at any time. Access continues to the end of the period you have paid for; we do not refund part periods except where the law requires it.',
        'Offer prices (for example a reduced first 3 months) apply to the first period only; the page showing the offer states the price that follows.',
      ],
    },
    {
      heading: '3. One-off purchases',
      paragraphs: [
        'Courses sold as a one-off, such as the Hypnobirthing Course, give you unlimited access to that content for as long as we provide the service. They do not renew.',
      ],
    },
    {
      heading: '4. App store purchases',
      paragraphs: [
        'If you join through the App Store or Google Play, Apple or Google take the payment and their terms apply to billing, renewals and refunds. You manage those memberships in your phone’s settings.',
      ],
    },
    {
      heading: '5. Health and safety',
      paragraphs: [
        'Our workouts, meal plans and mindset content are general guidance, not medical advice. Speak to your GP before starting if you are pregnant, have a health condition or injury, or have not exercised for a while. Stop if you feel pain or dizziness.',
      ],
    },
    {
      heading: '6. Community rules',
      list: [
        'Be kind. No bullying, hate speech, harassment or explicit content.',
        'Do not post other people’s photos or personal details without their permission.',
        'No selling or advertising without our written agreement.',
        'We may remove content or suspend accounts that break these rules.',
      ],
    },
    {
      heading: '7. Our content',
      paragraphs: [
        'Workouts, recipes, audio, videos and text on RWL belong to us or our licensors. You may use them for your own personal use only; please do not copy, share or sell them.',
      ],
    },
    {
      heading: '8. Changes and contact',
      paragraphs: [
        'We may update these terms; when a change affects your membership we will tell you before it takes effect. If you have a question, message our team on live chat in the app.',
        'These terms are governed by the law of England and Wales.',
      ],
    },
  ],
};
