import { Button, Container, Text, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link } from 'react-router';
import { sitePath } from '../../../routing/site-paths.ts';

/** A blog URL whose slug names no post. The server answers such URLs with status 404. */
export function BlogPostNotFound() {
  return (
    <Container py={120} ta="center">
      <Title order={1} size="h2" c="navy.9">
        Blog Post Not Found
      </Title>
      <Text c="gray.7" mt="sm">
        The blog post you are looking for does not exist.
      </Text>
      <Button
        component={Link}
        to={sitePath('blog')}
        mt="xl"
        size="md"
        color="teal"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      >
        Back to Blog
      </Button>
    </Container>
  );
}
