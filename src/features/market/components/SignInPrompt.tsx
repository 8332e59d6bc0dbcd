import { SignInPrompt as Prompt } from '@/session/SignInPrompt';

/** A market screen that needs the caller's NFTs or orders, opened by a visitor (the kit's prompt, "Log in"). */
export function SignInPrompt({ title, text }: { title: string; text: string }) {
  return <Prompt title={title} text={text} testId="batch-login" />;
}
