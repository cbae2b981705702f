/** An information page: a title, when it was last updated, and sections of plain text. */
export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /**
   * Questions and answers, shown as an accordion (the FAQ page). An id names a question a link
   * opens (/faq#<id>): the profile's android_faq_id and ios_faq_id.
   */
  questions?: { q: string; a: string; id?: string }[];
}

export interface InfoDocument {
  title: string;
  updated: string;
  intro: string;
  sections: InfoSection[];
}
