import { Button, type ButtonProps } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';

/** A call-to-action link drawn as a large button with a trailing arrow: `<ArrowLinkButton href="/contact" colorPalette="blue">Get in Touch</ArrowLinkButton>`. */
export function ArrowLinkButton({ href, children, ...button }: ButtonProps & { href: string }) {
  return (
    <Button asChild size="lg" {...button}>
      <Link href={href}>
        {children}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
