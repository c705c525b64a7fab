import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type SignupBody, signupBody } from '@paybook/contracts';
import { newPasswordProblem } from '@paybook/domain';
import { IconMailCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { attachServerErrors } from '@/lib/form-server-errors';
import { errorMessage } from '@/lib/notify';
import { useSubmitOnce } from '@/lib/submit-once';
import { AuthCard } from '@/ui/auth-card';
import { FormError } from '@/ui/form-error';
import { SubmitButton } from '@/ui/submit-button';
import { useSignUp } from '../api/sign-up';

type SignupValues = SignupBody & { confirm_password: string };
const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/**
 * /signup (spec 1 §2.1): a new business creates its account, then signs in; setup comes next
 * (spec 1 §4.5). The contract's rules with the screen's words, plus the domain password policy. The
 * answer is 'check your e-mail' whether or not the address already has an account (issue 13 §7), so the
 * page never says which addresses are customers.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const signUp = useSignUp();
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      signupBody
        .extend({
          first_name: z.string().trim().min(1, t('signup.firstNameRequired')).max(100),
          last_name: z.string().trim().min(1, t('signup.lastNameRequired')).max(100),
          email: z.string().trim().toLowerCase().email(t('signup.emailInvalid')).max(254),
          confirm_password: z.string(),
        })
        .superRefine((values, context) => {
          const problem = newPasswordProblem(values.password, values.email);
          if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
          if (values.confirm_password !== values.password) {
            context.addIssue({
              code: 'custom',
              path: ['confirm_password'],
              message: t('signup.passwordsDiffer'),
            });
          }
        }),
    [t],
  );
  // Issue 13 point 15: one sign-up per click.
  const submit = useSubmitOnce();
  const form = useForm<SignupValues>({
    resolver: zodResolver(schema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', confirm_password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = ({ confirm_password: _confirm, ...body }: SignupValues) => {
    if (!submit.begin()) return;
    setError(null);
    signUp.mutate(body, {
      onSuccess: submit.succeeded,
      onError: (failure) => {
        submit.failed();
        if (!attachServerErrors(failure, form.setError, FIELDS)) setError(errorMessage(failure));
      },
    });
  };

  if (signUp.isSuccess) {
    return (
      <AuthCard brand={t('app.productName')} title={t('signup.checkEmail.title')}>
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
            {t('signup.checkEmail.sent', { email: signUp.data.email })}
          </Alert>
          <Text size="sm">{t('signup.checkEmail.next')}</Text>
          <Button component={Link} to="/login">
            {t('signup.signIn')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard brand={t('app.productName')} title={t('signup.heading')} subtitle={t('signup.subtitle')}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('signup.firstName')}
              autoComplete="given-name"
              autoFocus
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              label={t('signup.lastName')}
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('signup.email')}
            description={t('signup.emailHint')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label={t('signup.password')}
            description={t('signup.passwordHint')}
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label={t('signup.confirmPassword')}
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
          <FormError message={error} />
          <SubmitButton submit={submit} fullWidth>
            {t('signup.submit')}
          </SubmitButton>
          <Group gap={6} justify="center">
            <Text size="sm" c="dimmed">
              {t('signup.haveAccount')}
            </Text>
            <Anchor component={Link} to="/login" size="sm">
              {t('signup.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
