import { PublicPage } from "@/components/auth/public-page";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { BrandContacts } from "@/components/brand/brand-contacts";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { recoveryMessages } from "@/lib/auth/recovery/messages";
import { prerenderedBrand, type BrandParams } from "@/lib/platform/brand/prerendered";
import { requestCode } from "./actions";

export const metadata = { title: recoveryMessages.title };

/**
 * Password reset and first access by a one-time code (lib/auth/recovery). Built once per brand:
 * the code is asked for by a server action, and the provider's channels are shown to everyone,
 * for whoever the code cannot reach.
 */
export default async function ForgotPasswordPage({ params }: { params: BrandParams }) {
  const brand = await prerenderedBrand(params);
  return (
    <PublicPage brand={brand}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">{recoveryMessages.title}</h1>
          </CardTitle>
          <CardDescription>{recoveryMessages.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm requestCode={requestCode} />
        </CardContent>
        <CardFooter className="flex-col gap-2 border-t">
          <div className="w-full space-y-2">
            <h2 className="text-sm font-semibold">{recoveryMessages.noCode.title}</h2>
            <p className="text-sm text-muted-foreground">{recoveryMessages.noCode.description(brand.name)}</p>
            <BrandContacts brand={brand} />
          </div>
        </CardFooter>
      </Card>
    </PublicPage>
  );
}
