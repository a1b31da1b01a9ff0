import { messages } from '@kanat/shared/i18n';
import { Card, CardBody, CardGrid, Skeleton } from '@kanat/shared/ui';

/** Grey stand-ins for cards while the first page loads. */
export function CardSkeletons({ count, columns }: { count: number; columns?: number }) {
  return (
    <CardGrid $columns={columns} $min={250} role="status" aria-label={messages.common.loading}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Card key={i}>
          <Skeleton $height="180px" $radius="sm" />
          <CardBody>
            <Skeleton $width="70%" $height="1.3em" />
            <Skeleton $width="45%" />
            <Skeleton $width="90%" />
            <Skeleton $width="80%" />
          </CardBody>
        </Card>
      ))}
    </CardGrid>
  );
}
