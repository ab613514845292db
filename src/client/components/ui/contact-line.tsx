import { Flex, Link } from '@chakra-ui/react';
import { Mail, Phone } from 'lucide-react';

/** A `tel:` address: the number as written, without its spaces. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

const KINDS = {
  phone: { Icon: Phone, href: phoneHref },
  email: { Icon: Mail, href: (email: string) => `mailto:${email}` },
};

type Props = { kind: keyof typeof KINDS; value: string; color: string; iconSize: number; gap: string };

/** The firm's phone number or e-mail address after its icon, as a link that starts a call or a mail. */
export function ContactLine({ kind, value, color, iconSize, gap }: Props) {
  const { Icon, href } = KINDS[kind];
  return (
    <Flex gap={gap} align="center">
      <Icon size={iconSize} aria-hidden />
      <Link href={href(value)} color={color}>
        {value}
      </Link>
    </Flex>
  );
}
