import { Plus } from "lucide-react";
import { data, Link } from "react-router";

import { BlogDeleteDialog } from "~/components/admin/blog-delete-dialog";
import { BlogEditor, emptyBlogForm } from "~/components/admin/blog-editor";
import { BlogTable, type BlogTableRow } from "~/components/admin/blog-table";
import { buttonClass } from "~/components/ui/form-styles";
import { requireStaff } from "~/domain/staff/session.server";
import { servicesContext, type AppServices } from "~/context";
import { recordAudit } from "~/domain/audit/audit.server";
import {
  blogFormSchema,
  blogFormValues,
  type BlogField,
  type BlogFieldErrors,
  type BlogFormValues,
} from "~/domain/blogs/blog-form";
import { blogFormMessages } from "~/domain/blogs/blog-form-fields";
import {
  addBlog,
  deleteBlog,
  getBlog,
  listAllBlogs,
  SlugTakenError,
  updateBlog,
} from "~/domain/blogs/blogs.server";
import type { Blog } from "~/domain/blogs/blog";
import { fieldErrors } from "~/lib/form-errors";
import { formatShortDate } from "~/lib/format";
import { redirectWithToast } from "~/lib/toast.server";
import { removeUnusedMedia } from "~/domain/media/cleanup.server";
import { saveFormImages } from "~/domain/media/form-uploads.server";
import { fallbackUploadName, uploadFailedMessage } from "~/domain/media/uploads";

import type { Route } from "./+types/blogs";

const listPath = "/admin/blogs";
const blogGone = "That blog no longer exists.";

export function meta() {
  return [{ title: "Blog Management · Admin" }, { name: "robots", content: "noindex" }];
}

function toRow(blog: Blog): BlogTableRow {
  return {
    id: blog.id,
    title: blog.title,
    slug: blog.slug,
    category: blog.category,
    author: blog.author,
    status: blog.status,
    createdAt: blog.createdAt.toISOString(),
    createdLabel: formatShortDate(blog.createdAt),
  };
}

function toFormValues(blog: Blog): BlogFormValues {
  return {
    title: blog.title,
    slug: blog.slug,
    author: blog.author,
    category: blog.category,
    excerpt: blog.excerpt,
    content: blog.content,
    tags: blog.tags,
    featuredImage: [blog.featuredImage],
    status: blog.status,
  };
}

/** The blog named by `?edit=` or `?delete=`, or a redirect back to the list when there is none. */
async function blogFromQuery(context: Route.LoaderArgs["context"], id: string): Promise<Blog> {
  let blog: Blog | null;
  try {
    blog = await getBlog(context.get(servicesContext).db, id);
  } catch (error) {
    console.error("Failed to fetch blog:", error);
    throw await redirectWithToast(listPath, { type: "error", message: "Failed to fetch blogs" });
  }
  if (!blog) throw await redirectWithToast(listPath, { type: "error", message: blogGone });
  return blog;
}

/**
 * The list, and the panel a search parameter opens: `?new` (empty editor), `?edit=<id>` (the
 * editor with that blog) or `?delete=<id>` (the confirmation used without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const { db } = context.get(servicesContext);
  const query = new URL(request.url).searchParams;

  let blogs: BlogTableRow[] | null;
  try {
    blogs = (await listAllBlogs(db)).map(toRow);
  } catch (error) {
    console.error("Failed to fetch blogs:", error);
    blogs = null;
  }

  const editId = query.get("edit");
  const deleteId = query.get("delete");
  const editing = editId !== null ? await blogFromQuery(context, editId) : null;
  const deleting = deleteId !== null ? await blogFromQuery(context, deleteId) : null;
  return {
    blogs,
    editor: editing
      ? { blogId: editing.id, values: toFormValues(editing) }
      : query.has("new")
        ? { blogId: null, values: emptyBlogForm }
        : null,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
  };
}

interface BlogActionData {
  errors: BlogFieldErrors;
  values: BlogFormValues;
  formError?: string;
}

function refuse(result: BlogActionData, status = 400) {
  return data(result, { status });
}

/** Images the change left unused (a replaced or deleted featured image) are removed; failures only logged. */
async function dropUnusedImages(services: AppServices, urls: string[]) {
  await removeUnusedMedia(services, urls).catch((error: unknown) =>
    console.error("Failed to remove unused blog images:", error),
  );
}

function audit(db: AppServices["db"], entry: Parameters<typeof recordAudit>[1]) {
  return recordAudit(db, entry).catch((error: unknown) =>
    console.error("Failed to record the blog change in the audit log:", error),
  );
}

async function save(form: FormData, services: AppServices, actor: string) {
  const { db } = services;
  const rawId = form.get("id");
  const id = typeof rawId === "string" && rawId !== "" ? rawId : null;
  const values = blogFormValues(form);

  // Without JavaScript the featured image arrives as a file with the form (see ImageUploader).
  let uploaded: { urls: string[]; errors: string[] };
  try {
    uploaded = await saveFormImages(services, form, fallbackUploadName("featuredImage"));
  } catch (error) {
    console.error("Featured image upload failed:", error);
    return refuse({ errors: { featuredImage: uploadFailedMessage }, values });
  }
  if (uploaded.errors.length > 0)
    return refuse({ errors: { featuredImage: uploaded.errors.join(" ") }, values });
  if (uploaded.urls.length > 0) values.featuredImage = uploaded.urls.slice(0, 1);

  const parsed = blogFormSchema.safeParse(values);
  if (!parsed.success) return refuse({ errors: fieldErrors<BlogField>(parsed.error), values });
  const blog = parsed.data;

  let savedId: string;
  let replacedImage: string | null = null;
  try {
    if (id === null) {
      savedId = await addBlog(db, blog);
    } else {
      const before = await getBlog(db, id);
      if (!before || !(await updateBlog(db, id, blog))) {
        return redirectWithToast(listPath, { type: "error", message: "Failed to update blog" });
      }
      savedId = id;
      if (before.featuredImage !== blog.featuredImage) replacedImage = before.featuredImage;
    }
  } catch (error) {
    if (error instanceof SlugTakenError)
      return refuse({ errors: { slug: blogFormMessages.slugTaken }, values });
    console.error("Failed to save blog:", error);
    // The form stays open with everything typed, so nothing is lost to a passing database error.
    return refuse(
      { errors: {}, values, formError: id === null ? "Failed to add blog" : "Failed to update blog" },
      500,
    );
  }

  await audit(db, {
    actor,
    action: id === null ? "created" : "updated",
    entity: "blog",
    entityId: savedId,
    summary: `${id === null ? "Added" : "Updated"} blog ${blog.title} (${blog.status})`,
  });
  if (replacedImage) await dropUnusedImages(services, [replacedImage]);

  return redirectWithToast(listPath, {
    type: "success",
    message: id === null ? "Blog added successfully!" : "Blog updated successfully!",
  });
}

async function remove(form: FormData, services: AppServices, actor: string) {
  const { db } = services;
  const id = form.get("id");
  let blog: Blog | null;
  try {
    blog = await getBlog(db, id);
    if (!blog || !(await deleteBlog(db, id))) {
      return redirectWithToast(listPath, { type: "error", message: "Failed to delete blog" });
    }
  } catch (error) {
    console.error("Failed to delete blog:", error);
    return redirectWithToast(listPath, { type: "error", message: "Error deleting blog" });
  }

  await audit(db, {
    actor,
    action: "deleted",
    entity: "blog",
    entityId: blog.id,
    summary: `Deleted blog ${blog.title}`,
  });
  await dropUnusedImages(services, [blog.featuredImage]);

  return redirectWithToast(listPath, { type: "success", message: "Blog deleted successfully!" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return redirectWithToast(listPath, { type: "error", message: "Error saving blog" });
  }
  const intent = form.get("intent");
  const services = context.get(servicesContext);
  if (intent === "save") return save(form, services, staff.name);
  if (intent === "delete") return remove(form, services, staff.name);
  throw data("Unknown action", { status: 400 });
}

export default function BlogManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { blogs, editor, deleting } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-neutral-900">Blog Management</h1>
          <p className="mt-1 text-sm text-neutral-600">Drafts are visible only here and in their preview.</p>
        </div>
        <Link to="?new" preventScrollReset className={buttonClass.primary}>
          <Plus aria-hidden className="size-4" />
          Add New Blog
        </Link>
      </div>

      <div className="mt-6">
        {blogs === null ? (
          <p
            role="alert"
            className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            Failed to fetch blogs
          </p>
        ) : blogs.length === 0 ? (
          <p className="rounded-lg border border-dashed border-neutral-300 bg-white px-6 py-12 text-center text-neutral-700">
            No blogs found. Add your first blog!
          </p>
        ) : (
          <BlogTable blogs={blogs} />
        )}
      </div>

      {editor ? (
        <BlogEditor
          key={editor.blogId ?? "new"}
          blogId={editor.blogId}
          initial={actionData?.values ?? editor.values}
          errors={actionData?.errors ?? {}}
          formError={actionData?.formError}
          closeHref={listPath}
        />
      ) : null}
      {deleting ? <BlogDeleteDialog blog={deleting} closeHref={listPath} /> : null}
    </>
  );
}
