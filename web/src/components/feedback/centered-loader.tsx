import { Center, Loader } from '@mantine/core';

/** The spinner a page shows while it waits for the signed-in user or its code. */
export function CenteredLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
