/* @jsxRuntime automatic */
/* @jsxImportSource react */
import { formatNaira, type ReceiptDetails } from '@shuttle/contracts';

/**
 * The receipt email: one template for top-ups and bookings, rendered by react-email to HTML and
 * to the text part every email carries. Its modules load on the first receipt, not at start, so
 * an API process (and every test's app) that issues none does not pay for them.
 */
export interface ReceiptEmailContent {
  fname: string;
  number: string;
  issuedOn: string;
  details: ReceiptDetails;
  link: string;
}

const loadTemplateModules = async () => {
  const [render, html, head, body, container, section, text, heading, hr, preview] = await Promise.all([
    import('@react-email/render'),
    import('@react-email/html'),
    import('@react-email/head'),
    import('@react-email/body'),
    import('@react-email/container'),
    import('@react-email/section'),
    import('@react-email/text'),
    import('@react-email/heading'),
    import('@react-email/hr'),
    import('@react-email/preview'),
  ]);
  return {
    render: render.render,
    toPlainText: render.toPlainText,
    Html: html.Html,
    Head: head.Head,
    Body: body.Body,
    Container: container.Container,
    Section: section.Section,
    Text: text.Text,
    Heading: heading.Heading,
    Hr: hr.Hr,
    Preview: preview.Preview,
  };
};
let templateModules: ReturnType<typeof loadTemplateModules> | undefined;

const row = { display: 'flex', justifyContent: 'space-between', margin: '4px 0' } as const;

/** The email's subject, HTML and text, all naming the receipt's number. */
export async function renderReceiptEmail(content: ReceiptEmailContent) {
  templateModules ??= loadTemplateModules();
  const { render, toPlainText, Html, Head, Body, Container, Section, Text, Heading, Hr, Preview } =
    await templateModules;
  const { details } = content;
  const subject = `Receipt ${content.number}: ${details.title}`;
  const email = (
    <Html lang="en">
      <Head />
      <Preview>{`${details.title}, ${formatNaira(details.total_kobo)}`}</Preview>
      <Body style={{ fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2933' }}>
        <Container style={{ maxWidth: '560px', padding: '16px' }}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {`Receipt ${content.number}`}
          </Heading>
          <Text>Hello {content.fname}, thank you. Here is your receipt.</Text>
          <Text>
            {details.title} · {content.issuedOn}
          </Text>
          <Hr />
          <Section>
            {details.lines.map((line) => (
              <Text key={line.description} style={row}>
                {line.description}: {formatNaira(line.amount_kobo)}
              </Text>
            ))}
            {details.discount_kobo > 0 ? (
              <Text style={row}>Discount: -{formatNaira(details.discount_kobo)}</Text>
            ) : null}
            <Text style={{ ...row, fontWeight: 'bold' }}>Total paid: {formatNaira(details.total_kobo)}</Text>
            <Text style={row}>Paid with: {details.paid_with}</Text>
            {details.reference ? <Text style={row}>Reference: {details.reference}</Text> : null}
            {details.booking_id === null ? null : <Text style={row}>Booking: #{details.booking_id}</Text>}
            {details.balance_after_kobo === null ? null : (
              <Text style={row}>New wallet balance: {formatNaira(details.balance_after_kobo)}</Text>
            )}
          </Section>
          <Hr />
          <Text>
            See or print it, or download it as a PDF: <a href={content.link}>{content.link}</a>
          </Text>
        </Container>
      </Body>
    </Html>
  );
  const html = await render(email);
  return { subject, html, text: toPlainText(html) };
}
