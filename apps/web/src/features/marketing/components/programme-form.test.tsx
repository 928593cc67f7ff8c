import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { walletAnswerFor } from '../../../testing/signed-in.ts';
import { capturePost, dismissToasts, serveBusStops, serveCities } from '../testing/marketing-handlers.ts';

afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

async function openForm(scope: string) {
  serveBusStops();
  serveCities();
  const view = renderApp(`/she-moves-details?scope=${scope}`);
  await within(await screen.findByLabelText('Pick-up location')).findByRole('option', {
    name: 'CMS Bus Terminal, Marina',
  });
  return view;
}

type View = Awaited<ReturnType<typeof openForm>>;

async function fillCommon({ user }: View) {
  await user.type(screen.getByLabelText('First name'), 'Ngozi');
  await user.type(screen.getByLabelText('Last name'), 'Eze');
  await user.type(screen.getByLabelText('Email'), 'ngozi@example.ng');
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  await user.type(screen.getByLabelText('Social media handle'), '@ngozi.moves');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Finance');
  await user.selectOptions(
    screen.getByLabelText('Pick-up location'),
    'Ikeja Along, by the pedestrian bridge',
  );
  await user.selectOptions(screen.getByLabelText('Drop-off location'), 'CMS Bus Terminal, Marina');
}

const submitLabel = {
  participant: 'Register as a participant',
  mentor: 'Register as a mentor',
  driver: 'Register as a driver',
};

describe('the She Moves registration form', () => {
  it('offers a choice of role when the scope is missing', async () => {
    renderApp('/she-moves-details');
    expect(await screen.findByRole('link', { name: 'Join She Moves as a participant' })).toHaveAttribute(
      'href',
      '/she-moves-details?scope=participant',
    );
    expect(screen.getByRole('link', { name: 'Become a She Moves mentor' })).toHaveAttribute(
      'href',
      '/she-moves-details?scope=mentor',
    );
  });

  it('lists the stop locations alphabetically and the times in 10-minute steps', async () => {
    await openForm('mentor');
    const optionsOf = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf('Pick-up location')).toEqual([
      'Choose a bus stop',
      'CMS Bus Terminal, Marina',
      'Ikeja Along, across the road',
      'Ikeja Along, by the pedestrian bridge',
      'Obalende, by the motor park',
    ]);
    expect(optionsOf('Drop-off time: Minute')).toEqual(['00', '10', '20', '30', '40', '50']);
    expect(optionsOf('Drop-off time: Hour')).toHaveLength(12);
    expect(optionsOf('Drop-off time: AM or PM')).toEqual(['AM', 'PM']);
    expect(optionsOf('Industry')).toEqual([
      'Choose your industry',
      'Fashion',
      'Finance',
      'Transportation',
      'Telecommunication',
      'Others',
    ]);
  });

  it("shows a participant's required-field messages", async () => {
    const survey = capturePost('/survey');
    const { user } = await openForm('participant');
    await user.type(screen.getByLabelText('Phone number'), '0803');
    await user.click(screen.getByRole('button', { name: submitLabel.participant }));
    expect(await screen.findByText('Please enter your social media handle')).toBeVisible();
    expect(screen.getByText('Please enter a password')).toBeVisible();
    expect(screen.getByText('Please select your industry')).toBeVisible();
    expect(screen.getByText('Please select a pick-up location')).toBeVisible();
    expect(screen.getByText('Please select a drop-off location')).toBeVisible();
    expect(screen.getByText('Please enter your first name')).toBeVisible();
    expect(screen.getByText('Please enter your last name')).toBeVisible();
    expect(screen.getByText('Please enter your email address')).toBeVisible();
    expect(screen.getByText('Phone number must be at least 11 digits')).toBeVisible();
    await user.type(screen.getByLabelText('Password', { exact: true }), 'abc');
    await user.click(screen.getByRole('button', { name: submitLabel.participant }));
    expect(await screen.findByText('Password must have at least 6 characters.')).toBeVisible();
    expect(survey.bodies).toHaveLength(0);
  });

  it('checks the counts a participant and a mentor may give', async () => {
    const survey = capturePost('/survey');
    const participant = await openForm('participant');
    await participant.user.type(screen.getByLabelText('Days you would ride per month'), '40');
    await participant.user.click(screen.getByRole('button', { name: submitLabel.participant }));
    expect(await screen.findByText('Please enter a number of days between 1 and 31')).toBeVisible();
    participant.unmount();

    const mentor = await openForm('mentor');
    await mentor.user.type(screen.getByLabelText('How many passengers could ride with you?'), '51');
    await mentor.user.click(screen.getByRole('button', { name: submitLabel.mentor }));
    expect(await screen.findByText('Please enter a number between 0 and 50')).toBeVisible();
    expect(survey.bodies).toHaveLength(0);
  });

  it('registers a participant: the survey with the entire form, then the account under corporate 2', async () => {
    const survey = capturePost('/survey', 201, { id: 1, message: 'Registration successful' });
    const {
      walletHistory: _history,
      walletHistoryMeta: _meta,
      company_wallet: _company,
      ...participant
    } = walletAnswerFor(8, { corporate_id: 2 });
    const users = capturePost('/users', 201, {
      ...participant,
      token: { token: 'header.payload.signature', exp: Math.floor(Date.now() / 1000) + 3600 },
    });
    const view = await openForm('participant');
    const { user } = view;
    await fillCommon(view);
    await user.type(screen.getByLabelText('Password', { exact: true }), 'she-moves-2026');
    await user.click(screen.getByLabelText('Female'));
    await user.click(screen.getByLabelText('Monday'));
    await user.click(screen.getByLabelText('Thursday'));
    await user.type(screen.getByLabelText('Days you would ride per month'), '12');
    await user.selectOptions(screen.getByLabelText('Preferred package'), 'Shuttle & Connect');
    await user.selectOptions(screen.getByLabelText('Subscription option'), 'Weekly subcription');
    await user.selectOptions(screen.getByLabelText('Pick-up time: Minute'), '40');
    await user.click(screen.getByRole('button', { name: submitLabel.participant }));

    expect(await screen.findByText('Registration successful')).toBeVisible();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(survey.bodies).toEqual([
      {
        fname: 'Ngozi',
        lname: 'Eze',
        email: 'ngozi@example.ng',
        survey_type: 'she_moves',
        payload: {
          scope: 'participant',
          fname: 'Ngozi',
          lname: 'Eze',
          email: 'ngozi@example.ng',
          phone: '08031234567',
          social: '@ngozi.moves',
          industry: 'Finance',
          pickUp: 'Ikeja Along, by the pedestrian bridge',
          dropOff: 'CMS Bus Terminal, Marina',
          pickUpTimeInHour: '07',
          pickUpTimeInMinute: '40',
          pickUpTimeInPeriod: 'AM',
          dropOffTimeInHour: '05',
          dropOffTimeInMinute: '30',
          dropOffTimeInPeriod: 'PM',
          password: 'she-moves-2026',
          gender: 'female',
          monday: true,
          tuesday: false,
          wednesday: false,
          thursday: true,
          friday: false,
          daysRidePerMonth: 12,
          preferredPackage: 'Shuttle & Connect',
          subscriptionOption: 'Weekly subcription',
        },
      },
    ]);
    expect(users.bodies).toEqual([
      {
        fname: 'Ngozi',
        lname: 'Eze',
        email: 'ngozi@example.ng',
        password: 'she-moves-2026',
        phone: '08031234567',
        city_id: 1,
        corporate_id: 2,
      },
    ]);
  });

  it('only logs a participant account that could not be created', async () => {
    capturePost('/survey');
    capturePost('/users', 409, {
      message: 'An account with this email address already exists.',
      code: 'EMAIL_TAKEN',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = await openForm('participant');
    await fillCommon(view);
    await view.user.type(screen.getByLabelText('Password', { exact: true }), 'she-moves-2026');
    await view.user.click(screen.getByRole('button', { name: submitLabel.participant }));
    expect(await screen.findByText('Registration successful')).toBeVisible();
    expect(warn).toHaveBeenCalledOnce();
  });

  it("registers a mentor with the mentor's questions only", async () => {
    const survey = capturePost('/survey');
    const view = await openForm('mentor');
    const { user } = view;
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
    await fillCommon(view);
    await user.click(
      within(screen.getByRole('group', { name: 'Do you drive to work?' })).getByLabelText('Yes'),
    );
    await user.selectOptions(screen.getByLabelText('How often do you drive to work?'), '3 to 4 days a week');
    await user.type(screen.getByLabelText('How many passengers could ride with you?'), '3');
    await user.click(screen.getByLabelText('Maybe'));
    await user.click(screen.getByRole('button', { name: submitLabel.mentor }));
    await screen.findByText('Registration successful');
    expect((survey.bodies[0] as { payload: object }).payload).toMatchObject({
      scope: 'mentor',
      driveToWork: '1',
      driveNumber: '3 to 4 days a week',
      numberOfPassengers: 3,
      paidForThisService: 'maybe',
    });
    expect((survey.bodies[0] as { payload: object }).payload).not.toHaveProperty('password');
  });

  it('refuses a licence that is not PNG or JPEG with the spec alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await openForm('driver');
    const input = screen.getByLabelText(
      "Driver's and vehicle licence (PNG or JPEG image)",
    ) as HTMLInputElement;
    // The file picker's "All files" lets any file through the accept filter, as this does.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' })] },
    });
    expect(alert).toHaveBeenCalledWith('only images of type jpeg and png are allowed');
    expect(input.value).toBe('');
  });

  it('sends the licence first and names it in the driver survey', async () => {
    const uploads: unknown[] = [];
    server.use(
      http.post('*/v1/uploads/licences', async ({ request }) => {
        // jsdom's File does not cross into Node's fetch intact; the browser journey checks the bytes.
        uploads.push((await request.formData()).get('file'));
        return HttpResponse.json({ upload_id: '6f1c1b5e-5d59-4f57-9b0f-3f7c6c1e2a10' }, { status: 201 });
      }),
    );
    const survey = capturePost('/survey');
    const view = await openForm('driver');
    const { user } = view;
    await fillCommon(view);
    await user.type(screen.getByLabelText('Car brand'), 'Toyota');
    await user.type(screen.getByLabelText('Car model'), 'Corolla');
    await user.type(screen.getByLabelText('Car colour'), 'Silver');
    await user.click(screen.getByLabelText('Yes'));
    await user.type(screen.getByLabelText('Home address'), '12 Allen Avenue, Ikeja');
    await user.upload(
      screen.getByLabelText("Driver's and vehicle licence (PNG or JPEG image)"),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'licence.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: submitLabel.driver }));
    await screen.findByText('Registration successful');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).not.toBeNull();
    expect((survey.bodies[0] as { payload: object }).payload).toMatchObject({
      scope: 'driver',
      carDetail: { brand: 'Toyota', model: 'Corolla', colour: 'Silver' },
      acCondition: 'yes',
      address: '12 Allen Avenue, Ikeja',
      licence_upload_id: '6f1c1b5e-5d59-4f57-9b0f-3f7c6c1e2a10',
    });
  });

  it("toasts the server's message when the upload is refused, and sends no survey", async () => {
    server.use(
      http.post('*/v1/uploads/licences', () =>
        HttpResponse.json(
          {
            message: 'The image is too large. Please choose one of at most 5 MB.',
            code: 'PAYLOAD_TOO_LARGE',
          },
          { status: 413 },
        ),
      ),
    );
    const survey = capturePost('/survey');
    const view = await openForm('driver');
    await fillCommon(view);
    await view.user.upload(
      screen.getByLabelText("Driver's and vehicle licence (PNG or JPEG image)"),
      new File([new Uint8Array(16)], 'big.jpg', { type: 'image/jpeg' }),
    );
    await view.user.click(screen.getByRole('button', { name: submitLabel.driver }));
    expect(
      await screen.findByText('The image is too large. Please choose one of at most 5 MB.'),
    ).toBeVisible();
    expect(survey.bodies).toHaveLength(0);
    expect(view.router.state.location.pathname).toBe('/she-moves-details');
  });

  it('toasts the generic text when the server gives no message', async () => {
    capturePost('/survey', 500, {});
    const view = await openForm('mentor');
    await fillCommon(view);
    await view.user.click(screen.getByRole('button', { name: submitLabel.mentor }));
    expect(await screen.findByText('An error occured, please try again later')).toBeVisible();
  });
});
