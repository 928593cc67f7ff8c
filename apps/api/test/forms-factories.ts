import { crc32, deflateSync } from 'node:zlib';
import { addDays, lagosDate } from '@shuttle/contracts';
import sharp from 'sharp';

let sequence = 0;
/** A different client address per call site, so that tests do not share a rate limit. */
export const nextClientAddress = () => {
  sequence += 1;
  return `10.40.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
};
const unique = () => `${process.pid}-${Date.now()}-${++sequence}`;
export const uniqueEmail = (prefix: string) => `${prefix}-${unique()}@example.ng`;

export function charterBody(overrides: Record<string, unknown> = {}) {
  return {
    fname: 'Bola',
    lname: 'Tinubu-Adams',
    email: uniqueEmail('charter'),
    phone: '08031234567',
    pickup_address: 'Ikeja Along, by the pedestrian bridge',
    dropoff_address: 'CMS Bus Terminal, Marina',
    pickup_date: addDays(lagosDate(), 7),
    pickup_time: '08:30 AM',
    passengers: 12,
    vehicles: 'Shuttle',
    ...overrides,
  };
}

export function driverBody(overrides: Record<string, unknown> = {}) {
  return {
    fname: 'Emeka',
    lname: 'Nwosu',
    email: uniqueEmail('driver'),
    phone: '08059876543',
    password: 'steady-hands-42',
    ...overrides,
  };
}

export function partnerBody(overrides: Record<string, unknown> = {}) {
  const payload = {
    fname: 'Kemi',
    lname: 'Balogun',
    email: uniqueEmail('partner'),
    phone: '08123456789',
    company_name: 'Balogun Transport Ltd',
    vehicle_brand: 'Toyota',
    vehicle_count: 6,
    vehicle_type: 'hiace,coaster',
    amenities: 'AC,wifi',
    ...overrides,
  };
  return { meta: JSON.stringify(payload), ...payload };
}

export function feedbackBody(overrides: Record<string, unknown> = {}) {
  return {
    fname: 'Tunde',
    lname: 'Bakare',
    email: uniqueEmail('feedback'),
    comment: 'The 6:30 from Ikorodu was on time all week. Thank you!',
    ...overrides,
  };
}

const programmeCommon = (email: string) => ({
  fname: 'Ngozi',
  lname: 'Eze',
  email,
  phone: '08031234567',
  social: '@ngozi.moves',
  industry: 'Finance',
  pickUp: 'Ikeja Along, by the pedestrian bridge',
  dropOff: 'CMS Bus Terminal, Marina',
  pickUpTimeInHour: '07',
  pickUpTimeInMinute: '00',
  pickUpTimeInPeriod: 'AM',
  dropOffTimeInHour: '05',
  dropOffTimeInMinute: '30',
  dropOffTimeInPeriod: 'PM',
});

export function surveyBody(
  scope: 'participant' | 'mentor' | 'driver',
  payloadOverrides: Record<string, unknown> = {},
) {
  const email = uniqueEmail(scope);
  const byScope = {
    participant: {
      password: 'she-moves-2026',
      gender: 'female',
      monday: true,
      tuesday: true,
      wednesday: false,
      thursday: true,
      friday: false,
      daysRidePerMonth: 12,
      preferredPackage: 'Shuttle & Connect',
      subscriptionOption: 'Monthly Subcription',
    },
    mentor: {
      driveToWork: '1',
      driveNumber: '3 to 4 days a week',
      paidForThisService: 'maybe',
      numberOfPassengers: 3,
    },
    driver: {
      carDetail: { brand: 'Toyota', model: 'Corolla', colour: 'Silver' },
      acCondition: 'yes',
      address: '12 Allen Avenue, Ikeja',
    },
  }[scope];
  const payload = { scope, ...programmeCommon(email), ...byScope, ...payloadOverrides };
  return {
    fname: payload.fname,
    lname: payload.lname,
    email: payload.email,
    survey_type: 'she_moves',
    payload,
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of the given size (one grey row repeated), optionally padded to `padTo` bytes. */
export function pngImage(width = 2, height = 2, padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(0, 9);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(Math.min(width, 64), 0x80)]);
  const image = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: Math.min(height, 64) }, () => row)))),
  ]);
  const padding =
    padTo > image.length + 12
      ? pngChunk('tEXt', Buffer.alloc(padTo - image.length - 24, 0x61))
      : Buffer.alloc(0);
  return Buffer.concat([image, padding, pngChunk('IEND', Buffer.alloc(0))]);
}

/** A real JPEG of the given size, a flat grey. */
export function jpegImage(width = 3, height = 2): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
}

/** The smallest JPEG header our check reads: SOI, a JFIF segment and a baseline frame, no pixels. */
export function jpegHeaderOnly(width = 3, height = 2): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, frame, Buffer.from([0xff, 0xd9])]);
}

export const PDF_BYTES = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const SVG_BYTES = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** A multipart body with one file field, as a browser's FormData sends it. */
export function multipartFile(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----shuttle${unique()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
