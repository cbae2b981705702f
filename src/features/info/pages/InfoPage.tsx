import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Accordion } from '@/ui/Accordion';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { INFO_DOCUMENTS } from '../documents';
import type { InfoDocument } from '../model';
import './info.css';
import { longDate } from '@/lib/format/days';

/** The information pages: FAQ, policies and terms, each from its content file. */
export default function InfoPage() {
  const { pathname } = useLocation();
  const [state, setState] = useState<{ path: string; document?: InfoDocument; error?: string }>({
    path: pathname,
  });

  useEffect(() => {
    let active = true;
    const load = INFO_DOCUMENTS[pathname];
    if (!load) return;
    load()
      .then(({ document }) => active && setState({ path: pathname, document }))
      .catch(
        () =>
          active &&
          setState({
            path: pathname,
            error: 'This page did not load. Check your connection and try again.',
          }),
      );
    return () => {
      active = false;
    };
  }, [pathname]);

  const info = state.path === pathname ? state.document : undefined;

  useEffect(() => {
    if (info) document.title = `${info.title} | RWL`;
  }, [info]);

  if (state.path === pathname && state.error) return <ErrorState message={state.error} />;
  if (!info) return <Spinner label="Loading page" />;

  return (
    <article className="page info-page">
      <h1>{info.title}</h1>
      <p className="hint">Last updated {longDate(info.updated)}</p>
      <p className="lead">{info.intro}</p>
      {info.sections.map((section) => (
        <section key={section.heading} className="info-page__section">
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.questions ? (
            <Accordion
              items={section.questions.map((item) => ({
                id: item.id,
                title: item.q,
                content: <p>{item.a}</p>,
              }))}
            />
          ) : null}
        </section>
      ))}
    </article>
  );
}
