/** The part of Africa's Talking's SDK (which ships no types) that the SMS sender uses. */
declare module 'africastalking' {
  interface SmsRecipient {
    number: string;
    status: string;
    statusCode: number;
    messageId: string;
    cost: string;
  }
  interface SmsAnswer {
    SMSMessageData: { Message: string; Recipients: SmsRecipient[] };
  }
  interface AfricasTalkingClient {
    SMS: { send(options: { to: string[]; message: string; from?: string }): Promise<SmsAnswer> };
  }
  // biome-ignore lint/style/noDefaultExport: the SDK's own export is a default one.
  export default function AfricasTalking(options: { username: string; apiKey: string }): AfricasTalkingClient;
}
