/**
 * The message of a failure the rider cannot act on: a constant of its own, so that the API client
 * needs none of the other texts, which load with the forms that show them (docs/decisions/287).
 */
export const GENERIC_ERROR = 'Oops! An error occured, please try again.';

/** Every text a user sees that the spec fixes word for word (docs/product.md#texts). */
export const MESSAGES = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter a password',
  passwordTooShort: 'Password must have at least 6 characters.',
  passwordTooLong: 'Password must have at most 256 characters.',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  passwordsDiffer: 'Passwords must be identical.',
  fnameRequired: 'Please enter your first name',
  lnameRequired: 'Please enter your last name',
  nameInvalid: 'Please enter the name on one line, without a web address',
  phoneRequired: 'Please enter a valid phone number',
  phoneInvalid: 'Phone number must be at least 11 digits',
  cityRequired: 'Please select a city',
  cityUnknown: 'Please select one of the cities we serve.',
  commentRequired: 'Please enter a comment',
  socialRequired: 'Please enter your social media handle',
  companyNameRequired: 'Please enter your company name',
  vehicleBrandRequired: 'Please enter your vehicle brand name',
  vehicleCountRequired: 'Please enter vehicle count',
  missingRequiredFields: 'Missing required fields',
  genericError: GENERIC_ERROR,
  genericErrorLater: 'An error occured, please try again later',
  incorrectPassword: 'Incorrect Password',
  accountDisabled: 'This account has been disabled. Ask an admin to enable it again.',
  loginFailed: 'Email or password is incorrect',
  verificationFailed:
    'Sorry, an error occured while trying to verify your account please click on resend to get a new code.',
  alreadyVerified: 'User is already verified',
  charterFailed: 'An error occured, please pick another start date or try again later.',
  feedbackReceived: 'Feedback recieved',
  feedbackFailed: 'An error occured, please try again.',
  onlyImages: 'only images of type jpeg and png are allowed',
  registrationSuccessful: 'Registration successful',
  dateBeforeToday: 'The date cannot be before today.',
  returnBeforeDeparture: 'The return date cannot be before the departure date.',
  noResultsFor: (search: string) => `No results found for "${search}"`,
  noOptions: 'No options available. Type to search.',
  passengersMin: 'Please enter at least 1 passenger',
  passengersMax: 'For more than 200 passengers, please contact us directly',
  timeRequired: 'Please choose a time',
  pickupDateInPast: 'The pick-up date cannot be before today',
  returnDateInvalid: 'The return date cannot be before the pick-up date',
  industryRequired: 'Please select your industry',
  pickUpRequired: 'Please select a pick-up location',
  dropOffRequired: 'Please select a drop-off location',
  driverSignupReceived:
    'Thank you for signing up to drive with us! We will be in touch about the next steps.',
  driverEmailTaken: 'An application with this email address already exists.',
  partnerReceived: 'Thank you! Your application has been received. We will be in touch shortly.',
  imageTooLarge: 'The image is too large. Please choose one of at most 5 MB.',
  imageTooManyPixels:
    'The image is too large. Please choose one of at most 8000 pixels a side and 40 megapixels.',
  imageUnreadable: 'This image could not be read. Please choose another PNG or JPEG file.',
  chooseAnOption: 'Please choose one of the options',
  licenceUploadMissing: 'The licence image could not be found. Please attach it again.',
} as const;
