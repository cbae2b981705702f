/** An information page: a title, when it was last updated, and sections of plain text. */
export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Questions and answers, shown as an accordion (the FAQ page). */
  questions?: { q: string; a: string }[];
}

export interface InfoDocument {
  title: string;
  updated: string;
  intro: string;
  sections: InfoSection[];
}
