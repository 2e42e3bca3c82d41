/** A page with a heading, one message and optionally one link onward (errors, "check your mailbox", done). */
import { LinkButton } from '../../ui/button';
import { Heading, Text } from './layout';

export interface MessagePageProps {
  title: string;
  message: string;
  link?: { href: string; label: string } | undefined;
}

export function MessagePage({ title, message, link }: MessagePageProps) {
  return (
    <>
      <Heading>{title}</Heading>
      <Text>{message}</Text>
      {link ? (
        <p>
          <LinkButton href={link.href}>{link.label}</LinkButton>
        </p>
      ) : null}
    </>
  );
}
