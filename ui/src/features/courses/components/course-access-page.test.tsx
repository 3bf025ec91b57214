import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '@/test/fetch-routes';
import { jsonResponse, renderApp } from '@/test/render';
import type { Certificate, CourseAccess, CourseProgress } from '../types';

const PROOF = 'course=premium-farming-course&access=tok.1.sig';
const ACCESS = `/api/course-access?${PROOF}`;

function course(progress: CourseProgress): CourseAccess {
  return {
    id: 'premium-farming-course',
    title: 'Complete Farming Course',
    description: 'From soil to sale.',
    includes: [],
    email: 'learner@example.org',
    accessUrl: `/course-access?${PROOF}`,
    lessons: ['soil', 'seeds'].map((slug, i) => ({
      slug,
      title: `Lesson ${slug}`,
      summary: '',
      minutes: 10 + i,
      html: `<p>Text of ${slug}</p>`,
    })),
    progress,
  };
}

const certificate: Certificate = {
  code: 'ABCD-EFGH-JKMN',
  name: 'Ada Lovelace',
  courseId: 'premium-farming-course',
  courseTitle: 'Complete Farming Course',
  issuedAt: '2026-11-20T10:00:00Z',
  url: '/certificates/ABCD-EFGH-JKMN',
};

afterEach(() => vi.unstubAllGlobals());

describe('course progress and the certificate', () => {
  it('marks a lesson done on the server and shows the progress', async () => {
    const api = stubFetchRoutes({
      [`GET ${ACCESS}`]: course({ done: [], certificate: null }),
      [`PUT /api/course-access/lessons/soil?${PROOF}`]: { done: ['soil'], certificate: null },
    });
    renderApp(`/course-access?${PROOF}`);
    expect(await screen.findByText('0 of 2 lessons done')).toBeInTheDocument();
    expect(screen.getByText(/: 2 lessons to go/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'I have finished this lesson' }));
    expect(api.calls(`PUT /api/course-access/lessons/soil?${PROOF}`)).toEqual([{ done: true }]);
    expect(await screen.findByText('1 of 2 lessons done')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I have finished this lesson' })).toBeChecked();
    expect(screen.getByRole('button', { name: '1. Lesson soil, done' })).toBeInTheDocument();
    expect(screen.getByText(/: 1 lesson to go/)).toBeInTheDocument();
  });

  it('says why progress was not saved', async () => {
    stubFetchRoutes({
      [`GET ${ACCESS}`]: course({ done: [], certificate: null }),
      [`PUT /api/course-access/lessons/soil?${PROOF}`]: () =>
        jsonResponse(403, { error: 'This course link is not valid.' }),
    });
    renderApp(`/course-access?${PROOF}`);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I have finished this lesson' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your progress could not be saved: This course link is not valid.');
    expect(screen.getByRole('checkbox', { name: 'I have finished this lesson' })).not.toBeChecked();
  });

  it('asks for the name once every lesson is done, then links the certificate', async () => {
    const api = stubFetchRoutes({
      [`GET ${ACCESS}`]: course({ done: ['soil', 'seeds'], certificate: null }),
      [`POST /api/course-access/certificate?${PROOF}`]: () => jsonResponse(201, certificate),
    });
    renderApp(`/course-access?${PROOF}`);
    const submit = await screen.findByRole('button', { name: 'Get my certificate' });
    await userEvent.click(submit);
    expect(screen.getByText('Please enter the name to print on your certificate.')).toBeInTheDocument();
    expect(api.calls(`POST /api/course-access/certificate?${PROOF}`)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Name on the certificate'), 'Ada Lovelace');
    await userEvent.click(submit);
    expect(api.calls(`POST /api/course-access/certificate?${PROOF}`)).toEqual([{ name: 'Ada Lovelace' }]);
    const link = await screen.findByRole('link', { name: 'View and print your certificate' });
    expect(link).toHaveAttribute('href', '/certificates/ABCD-EFGH-JKMN');
    expect(screen.getByText('ABCD-EFGH-JKMN')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name on the certificate')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a name", async () => {
    stubFetchRoutes({
      [`GET ${ACCESS}`]: course({ done: ['soil', 'seeds'], certificate: null }),
      [`POST /api/course-access/certificate?${PROOF}`]: () =>
        jsonResponse(400, { error: "The name on the certificate can't contain < or >." }),
    });
    renderApp(`/course-access?${PROOF}`);
    await userEvent.type(await screen.findByLabelText('Name on the certificate'), '<b>');
    await userEvent.click(screen.getByRole('button', { name: 'Get my certificate' }));
    await waitFor(() =>
      expect(screen.getByText("The name on the certificate can't contain < or >.")).toBeInTheDocument(),
    );
  });
});

describe('the certificate page', () => {
  it('shows a genuine certificate with its name, course, date and code', async () => {
    stubFetchRoutes({ 'GET /api/certificates/ABCD-EFGH-JKMN': certificate });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/certificates/ABCD-EFGH-JKMN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Complete Farming Course')).toBeInTheDocument();
    expect(screen.getByText('ABCD-EFGH-JKMN')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/This certificate is genuine: it was issued by Test Community Farm/);
    await userEvent.click(screen.getByRole('button', { name: 'Print certificate' }));
    expect(print).toHaveBeenCalled();
  });

  it('says plainly when no certificate has the code', async () => {
    stubFetchRoutes({ 'GET /api/certificates/ZZZZ-ZZZZ-ZZZZ': () => jsonResponse(404, { error: 'No certificate.' }) });
    renderApp('/certificates/ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeInTheDocument();
    expect(screen.getByText(/No certificate has the code ZZZZ-ZZZZ-ZZZZ/)).toBeInTheDocument();
    expect(screen.queryByText(/genuine/)).not.toBeInTheDocument();
  });
});
