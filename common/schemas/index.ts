/**
 * valibot schemas shared by the forms and the server (ARCHITECTURE §3). Messages are `validate` keys; turn issues
 * into sentences with `issueMessage` / `firstIssueMessage` (issueMessages.ts).
 */
export * from './category';
export * from './contactUs';
export * from './email';
export * from './fullName';
export * from './geo';
export * from './identifier';
export * from './issues';
export * from './list';
export * from './masters';
export * from './messages';
export * from './money';
export * from './numbers';
export * from './otp';
export * from './password';
export * from './phone';
export * from './webAddress';
export * from './accounts';
