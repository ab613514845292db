import { Box, Button, Card, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { LOGIN_MESSAGES, loginInput, type LoginInput } from '../../../modules/auth/auth.schema';
import { mainContentProps, SkipLink } from '../../components/layout/skip-link';
import { ThemeToggle } from '../components/theme-toggle';
import { FieldInput } from '../../components/ui/field-controls';
import { LoadingState } from '../../components/ui/state-views';
import { showToast } from '../../components/ui/toaster';
import { useAuth } from '../../lib/auth';
import { useSiteSettings } from '../../lib/site-context';
import { trpc } from '../../lib/trpc';
import { AdminLogo } from '../components/admin-logo';
import { FormField } from '../components/form-field';
import { useAdminTitle } from '../components/use-admin-title';
import { EnrolmentForm } from './enrolment-form';
import { PasskeyButton } from './passkey-button';
import { SecondFactorForm, type SecondFactorMethod } from './second-factor-form';

const DASHBOARD = '/admin/dashboard';

export default function LoginPage() {
  useAdminTitle('Admin Login');
  const settings = useSiteSettings();
  const [, navigate] = useLocation();
  const { isSignedIn, isLoading, signIn } = useAuth();
  const login = trpc.auth.login.useMutation();
  // Set when the password step answers a challenge: the account has a second factor (docs/decisions/027),
  // or must enrol one first (docs/decisions/043).
  const [challenge, setChallenge] = useState<{ challengeToken: string; methods: SecondFactorMethod[] } | null>(null);
  const [enrolmentToken, setEnrolmentToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginInput), defaultValues: { username: '', password: '' } });

  // Someone already signed in skips the form; a sign-in made here navigates in onSubmit instead.
  const signedInHere = login.isSuccess;
  useEffect(() => {
    if (isSignedIn && !signedInHere) navigate(DASHBOARD, { replace: true });
  }, [isSignedIn, signedInHere, navigate]);

  const finishSignIn = async (token: string) => {
    await signIn(token);
    showToast('success', 'Login successful', `Welcome to ${settings.company.name} CMS`);
    navigate(DASHBOARD);
  };

  const backToPassword = (message: string | null) => {
    setChallenge(null);
    setEnrolmentToken(null);
    setNotice(message);
  };

  const onSubmit = async (values: LoginInput) => {
    setNotice(null);
    try {
      const result = await login.mutateAsync(values);
      if ('challengeToken' in result.data) {
        setChallenge(result.data);
        return;
      }
      if ('enrolmentToken' in result.data) {
        setEnrolmentToken(result.data.enrolmentToken);
        return;
      }
      // Spec section 8: a success without a token is still a failed sign-in.
      if (!result.data.token) throw new Error(LOGIN_MESSAGES.invalid);
      await finishSignIn(result.data.token);
    } catch (error) {
      showToast('error', 'Login failed', (error instanceof Error && error.message) || LOGIN_MESSAGES.invalid);
    }
  };

  if (isLoading) return <LoadingState />;

  return (
    <>
      <SkipLink />
      <Center as="main" minH="100vh" bg="bg.muted" px="4" py="12" position="relative" {...mainContentProps}>
        <Box position="absolute" top="4" right="4">
          <ThemeToggle />
        </Box>
        <Stack gap="6" width="full" maxW="md" align="center">
          <a href="/" aria-label={`${settings.company.name}, back to the website`}>
            <AdminLogo height={40} />
          </a>
          <Card.Root width="full" variant="elevated" borderRadius="xl" boxShadow="lg">
            <Card.Header textAlign="center" alignItems="center" gap="2">
              <Box display="inline-flex" p="3" borderRadius="full" bg="blue.subtle" color="blue.fg">
                <LockKeyhole size={22} aria-hidden />
              </Box>
              <Heading as="h1" size="xl">
                Admin login
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {enrolmentToken
                  ? 'Two-step sign-in is required for all staff.'
                  : challenge
                    ? 'Two-step sign-in is on for this account.'
                    : `Sign in to manage the ${settings.company.name} website.`}
              </Text>
            </Card.Header>
            <Card.Body>
              {enrolmentToken ? (
                <EnrolmentForm enrolmentToken={enrolmentToken} onSignedIn={finishSignIn} onExpired={backToPassword} onCancel={() => backToPassword(null)} />
              ) : challenge ? (
                <SecondFactorForm {...challenge} onSignedIn={finishSignIn} onExpired={backToPassword} onCancel={() => backToPassword(null)} />
              ) : (
                <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Sign in">
                  <Stack gap="5">
                    {notice && (
                      <Text role="alert" color="fg.error" fontSize="sm">
                        {notice}
                      </Text>
                    )}
                    <FormField label="Username" error={errors.username?.message}>
                      <FieldInput autoComplete="username" {...register('username')} />
                    </FormField>
                    <FormField label="Password" error={errors.password?.message}>
                      <FieldInput type="password" autoComplete="current-password" {...register('password')} />
                    </FormField>
                    <Button type="submit" colorPalette="blue" size="lg" loading={login.isPending} loadingText="Signing in...">
                      Sign in
                    </Button>
                    <PasskeyButton label="Sign in with a passkey" onSignedIn={finishSignIn} />
                  </Stack>
                </form>
              )}
            </Card.Body>
            <Card.Footer justifyContent="center" borderTopWidth="1px" pt="4">
              <Text fontSize="sm" color="fg.muted" textAlign="center">
                Contact an administrator if you need access
              </Text>
            </Card.Footer>
          </Card.Root>
        </Stack>
      </Center>
    </>
  );
}
