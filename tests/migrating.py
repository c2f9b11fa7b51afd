"""Migrating the test database to a past state and back, for the tests of migrations that move data."""
from django.db import connection
from django.db.migrations.executor import MigrationExecutor


def migrated_to(target: tuple[str, str]):
    """Migrate (forwards or back) to `target`; the app registry of that state."""
    executor = MigrationExecutor(connection)
    executor.migrate([target])
    executor.loader.build_graph()
    return executor.loader.project_state([target]).apps


def migrate_to_the_latest() -> None:
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
